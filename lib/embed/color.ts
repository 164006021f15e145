// Spec §5: primaryColor is used only in one of three plain forms; anything else is ignored, so it can never carry CSS.
const HEX = /^#[0-9a-f]{3,6}$/i;
const RGB = /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i;
const NUMBER = String.raw`\d{1,3}(?:\.\d+)?`;
const HSL = new RegExp(String.raw`^hsl\(\s*${NUMBER}\s*,\s*${NUMBER}%\s*,\s*${NUMBER}%\s*\)$`, 'i');
const MAX_LENGTH = 64;

/** The colour when it is a hex (3–6 digits), rgb(r, g, b) or hsl(h, s%, l%) value, otherwise undefined. */
export function parsePrimaryColor(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  const color = value.trim();
  return HEX.test(color) || RGB.test(color) || HSL.test(color) ? color : undefined;
}

/** Formats the docs generator's HSL inputs the way the widget accepts them. */
export const formatHsl = (
  hue: string | number,
  saturation: string | number,
  lightness: string | number,
) => `hsl(${hue}, ${saturation}%, ${lightness}%)`;
