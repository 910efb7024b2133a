import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    // Generic families only. Each named family is a font lookup the browser makes on a page's
    // first layout, most of them misses on an agent's PC (ui-sans-serif, the Apple and emoji
    // faces, Menlo, Monaco): with Tailwind's stacks a cold booking page made 15-18 family lookups,
    // with these 6-7 (issue 13). sans-serif also takes the reader's script into account: with <html lang>
    // the browser picks its Traditional or Simplified Chinese face. "monospace" twice keeps
    // the browser from shrinking monospace text to its 13 px default.
    fontFamily: {
      sans: ["sans-serif"],
      mono: ["monospace", "monospace"],
    },
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9eaff",
          500: "#1d6fd8",
          600: "#155bb5",
          700: "#114a93",
          900: "#0b2f5e",
        },
      },
    },
  },
  plugins: [],
  // Tailwind's variables only on the elements whose utilities read them, not on every element
  // and pseudo-element: a style recalculation of a long booking list costs less (issue 13).
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config;
