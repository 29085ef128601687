/**
 * Plain text from the bits of HTML recipe pages put inside their data ('<p>Mix &amp; stir</p>' →
 * 'Mix & stir'): tags dropped, the common named entities and every numeric one decoded, spaces
 * collapsed. Not an HTML parser — the server parses pages with parse5; this only cleans strings.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  eacute: 'é',
  egrave: 'è',
  times: '×',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** One line of plain text: tags out, entities decoded, whitespace collapsed. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  // Decode first too: some sites double-encode their tags ('&lt;p&gt;').
  const once = decodeEntities(String(value).replace(/<[^>]*>/g, ' '));
  return (
    decodeEntities(once.replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      // A tag replaced by a space leaves one before punctuation ('<b>Bake</b>.').
      .replace(/\s+([.,;:!?])/g, '$1')
      .trim()
  );
}

/** Text that may hold several lines (line breaks and <br>/<p>/<li> kept as breaks), each cleaned. */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .replace(/<\s*(?:br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n')
    .split(/\r?\n/)
    .map(cleanText)
    .filter(Boolean);
}
