/** What an accessory may be: by extension, confirmed by the file's first bytes. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const TYPES: Record<string, { mime: string; magic?: number[]; at?: number }> = {
  pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  gif: { mime: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
  doc: { mime: 'application/msword', magic: OLE },
  xls: { mime: 'application/vnd.ms-excel', magic: OLE },
  ppt: { mime: 'application/vnd.ms-powerpoint', magic: OLE },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: ZIP },
  zip: { mime: 'application/zip', magic: ZIP },
  txt: { mime: 'text/plain; charset=utf-8' },
  // Study videos: an MP4 names its 'ftyp' box after the box size.
  mp4: { mime: 'video/mp4', magic: [0x66, 0x74, 0x79, 0x70], at: 4 },
  webm: { mime: 'video/webm', magic: [0x1a, 0x45, 0xdf, 0xa3] },
};

export const MAX_ACCESSORY_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = Object.keys(TYPES);

/** The file's type when its name and its first bytes agree on an accepted one; null otherwise. */
export function acceptedType(fileName: string, head: Buffer): string | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const t = TYPES[ext];
  if (!t || !fileName.includes('.')) return null;
  if (t.magic) return t.magic.every((b, i) => head[(t.at ?? 0) + i] === b) ? t.mime : null;
  return head.includes(0) ? null : t.mime; // text has no NUL bytes
}

/** A file name safe to show and to send back: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // Control characters are what this removes.
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(-200) || 'file';
}
