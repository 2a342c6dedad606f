import sanitize from 'sanitize-html';

/**
 * Rich text as the server stores it, whatever the client sent: an allow-list of tags and attributes,
 * no scripts, no event handlers, no javascript: or data: links, no frames at all, and styles limited to
 * alignment and plain colours (no url(), expression() or positioning). tests/unit/html-sanitizer.test.ts
 * pins it with known attack payloads.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    p: ['style'],
    span: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\d{1,3},\s*\d{1,3},\s*\d{1,3}\)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside: their text is where mutation payloads hide (<math>, <svg>, <noscript>).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'xmp',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'noembed',
    'noframes',
    'plaintext',
    'math',
    'svg',
    'select',
  ],
  transformTags: {
    // A link opens in this tab or a new one; a new tab cannot reach back into the app.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      void _rel;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => {
      const size = (v?: string) => (v && /^\d{1,4}%?$/.test(v) ? v : undefined);
      const { width, height, ...rest } = attribs;
      const out: Record<string, string> = { ...rest };
      if (size(width)) out.width = width;
      if (size(height)) out.height = height;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, OPTIONS);
}
