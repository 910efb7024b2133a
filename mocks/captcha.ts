import { randomInt } from "node:crypto";

/** No I/O (letters) and no 0/1 (digits): the pairs people confuse when reading a distorted image. */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CAPTCHA_LENGTH = 4;

export function randomCaptcha(length = CAPTCHA_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i += 1) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const between = (min: number, max: number): number => randomInt(min, max + 1);

const GLYPH_COLOURS = ["#1d3557", "#7b2d26", "#14532d", "#4c1d95", "#7c2d12", "#0f3d5e"];
const NOISE_COLOURS = ["#8aa1b1", "#b08968", "#9a8c98", "#84a98c", "#c9ada7"];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Draws the code as an SVG a person can read but a naive scraper of pixels cannot: each glyph is
 * rotated and offset on its own, with crossing noise lines and speckles. Dark glyphs on a light
 * background keep enough contrast. The code is not repeated in any attribute or title.
 */
export function renderCaptchaSvg(code: string): string {
  const glyphWidth = 26;
  const width = 16 + glyphWidth * code.length;
  const height = 44;
  const parts: string[] = [`<rect width="${width}" height="${height}" rx="4" fill="#f3f5f7"/>`];

  for (let i = 0; i < 5; i += 1) {
    const colour = NOISE_COLOURS[randomInt(NOISE_COLOURS.length)];
    parts.push(
      `<line x1="${between(0, width / 3)}" y1="${between(4, height - 4)}" x2="${between((2 * width) / 3, width)}" ` +
        `y2="${between(4, height - 4)}" stroke="${colour}" stroke-width="${between(1, 2)}" opacity="0.8"/>`,
    );
  }
  for (let i = 0; i < 24; i += 1) {
    parts.push(
      `<circle cx="${between(2, width - 2)}" cy="${between(2, height - 2)}" r="1" fill="${NOISE_COLOURS[randomInt(NOISE_COLOURS.length)]}"/>`,
    );
  }

  [...code].forEach((glyph, index) => {
    const x = 8 + glyphWidth * index + glyphWidth / 2 + between(-2, 2);
    const y = 31 + between(-3, 3);
    const angle = between(-25, 25);
    const colour = GLYPH_COLOURS[randomInt(GLYPH_COLOURS.length)];
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y - 9})" fill="${colour}" font-size="${between(25, 29)}" ` +
        `font-weight="700" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" text-anchor="middle">${escapeXml(glyph)}</text>`,
    );
  });

  // Two thin strokes across the glyphs, so the text is not one clean band.
  for (let i = 0; i < 2; i += 1) {
    parts.push(
      `<path d="M0 ${between(12, 32)} Q${width / 2} ${between(0, height)} ${width} ${between(12, 32)}" ` +
        `stroke="${GLYPH_COLOURS[randomInt(GLYPH_COLOURS.length)]}" stroke-width="1" fill="none" opacity="0.6"/>`,
    );
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="Verification code">${parts.join("")}</svg>`
  );
}
