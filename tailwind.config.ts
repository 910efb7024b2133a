import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
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
