/** Colour arithmetic of the theme picker: nine lighter shades in steps of 0.1 and one darker shade. */
function parseHex(color: string): [number, number, number] {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${color}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Mixes the colour with white: 0 is the colour, 1 is white. */
export function tint(color: string, ratio: number): string {
  return toHex(parseHex(color).map((v) => v + (255 - v) * ratio));
}

/** Darkens the colour towards black by the ratio. */
export function shade(color: string, ratio: number): string {
  return toHex(parseHex(color).map((v) => v * (1 - ratio)));
}

export function themeShades(color: string): { lighter: string[]; darker: string } {
  return {
    lighter: Array.from({ length: 9 }, (_, i) => tint(color, (i + 1) / 10)),
    darker: shade(color, 0.1),
  };
}
