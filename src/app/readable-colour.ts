/**
 * Colours derived from the theme colour that pass WCAG AA contrast (4.5:1) as text or as the ground of
 * white text, while the theme colour itself (#1890ff by default, SPEC.md section 9) stays as configured
 * for borders, focus rings and highlights: #1890ff on white is only 3.1:1.
 */
const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const contrast = (a: number[], b: number[]) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};
const rgbOf = (hex: string) => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};
const hexOf = (rgb: number[]) => '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A colour darkened in small steps until it reads on its ground (white unless told; and the ground on it)
 * at the ratio asked: the theme colour, or a tag's text on its light tint.
 */
export function readableShade(theme: string, ratio = 4.6, ground = '#ffffff'): string {
  if (!HEX.test(theme) || !HEX.test(ground)) return theme;
  const under = rgbOf(ground);
  let rgb = rgbOf(theme);
  for (let i = 0; i < 40 && contrast(rgb, under) < ratio; i++) rgb = rgb.map((v) => v * 0.95);
  return hexOf(rgb);
}
