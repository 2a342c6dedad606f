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
