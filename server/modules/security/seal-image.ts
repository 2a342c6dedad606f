import { say, type Message } from '../../../src/contract/messages/message';

/** What is wrong with a seal image, or null: it must be a PNG data URL whose pixels can be transparent. */
export function sealImageProblem(dataUrl: string): Message | null {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) return say('seal.imagePng');
  const png = Buffer.from(m[1], 'base64');
  const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR')
    return say('seal.imageInvalid');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width < 64 || height < 64 || width > 2000 || height > 2000) return say('seal.imageSize');
  const colourType = png[25];
  // Colour types 4 and 6 carry an alpha channel; others are transparent only with a tRNS chunk.
  if (colourType !== 4 && colourType !== 6 && !png.includes(Buffer.from('tRNS', 'latin1')))
    return say('seal.imageTransparent');
  return null;
}

/** A seeded seal's impression: a red ring, a five-pointed star and the organisation's name along the arc. */
export function sealSvg(name: string, size = 240): string {
  const c = size / 2;
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? size * 0.16 : size * 0.064;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(c + r * Math.cos(a)).toFixed(1)},${(c + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  const r = size * 0.37;
  const esc = name.replace(/[<>&"']/g, '');
  // The name runs over the top along 240 degrees of the ring, from lower left to lower right.
  const arc = (r * 4 * Math.PI) / 3;
  const fontSize = Math.max(10, Math.min(28, Math.floor(arc / (Math.max(esc.length, 1) * 1.12))));
  const at = (deg: number) =>
    `${(c + r * Math.cos((deg * Math.PI) / 180)).toFixed(1)} ${(c - r * Math.sin((deg * Math.PI) / 180)).toFixed(1)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<defs><path id="arc" d="M ${at(210)} A ${r} ${r} 0 1 1 ${at(-30)}"/></defs>`,
    `<g fill="none" stroke="#d0021b" stroke-width="${(size * 0.03).toFixed(1)}" opacity="0.88"><circle cx="${c}" cy="${c}" r="${c - size * 0.03}"/></g>`,
    `<polygon points="${star}" fill="#d0021b" opacity="0.88"/>`,
    `<text fill="#d0021b" opacity="0.88" font-family="'Noto Serif CJK SC','SimSun',serif" font-weight="bold" font-size="${fontSize}"><textPath href="#arc" startOffset="50%" text-anchor="middle">${esc}</textPath></text>`,
    `</svg>`,
  ].join('');
}

/** The seeded image as a data URL (SVG: see sealSvg; uploaded images must be PNG). */
export const sealSvgDataUrl = (name: string) =>
  `data:image/svg+xml;base64,${Buffer.from(sealSvg(name)).toString('base64')}`;
