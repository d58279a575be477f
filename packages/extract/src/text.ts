/** Text as stores print it and structured data carries it: cleaning, decoding, shortening. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whitespace collapsed and entities decoded; null for nothing but whitespace, and for a theme's unfilled
 * template ("{{ product.vendor }}", "${brand}", "[brand]", "undefined", "N/A").
 */
export function cleanText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
  return text === '' || UNFILLED.test(text) ? null : text;
}

/** Template placeholders left in the page, and the words a script prints for a missing value. */
const UNFILLED =
  /\{\{.*\}\}|\{%.*%\}|\$\{.*\}|<%.*%>|%[A-Z_]+%|^\[[\w .-]*\]$|^(?:undefined|null|nil|none|n\/a|na|-+|—|unknown|no brand|brand|vendor|\[object object\])$/i;

/** The text of a structured-data value: a string, a number, the first usable one of a list, an object's name. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = asText(item);
      if (text !== null) return text;
    }
    return null;
  }
  if (isObject(value)) return asText(value.name ?? value['@value']);
  return null;
}

/** JSON-LD strings sometimes carry HTML entities ("Women&#39;s"); decode the common ones. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text
    .replace(/&#(\d+);/g, (_, code: string) => characterOf(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => characterOf(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * The character a numeric entity names, as HTML parsers read it: U+FFFD past the last code point, and
 * 128–159 as Windows-1252 has them (`&#153;` is ™, `&#146;` is ’), which pages written in it still send.
 */
function characterOf(codePoint: number): string {
  if (codePoint >= 0x80 && codePoint <= 0x9f) return WINDOWS_1252_C1[codePoint - 0x80]!;
  return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
}

/** Windows-1252's characters at 128–159, where Unicode has control codes (the HTML standard's table). */
const WINDOWS_1252_C1 = Array.from('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** "Wool Coat | Acme" → "Wool Coat" when Acme is the site's name. */
export function withoutSuffix(title: string, siteName: string): string {
  for (const separator of [' | ', ' – ', ' — ', ' - ']) {
    const suffix = `${separator}${siteName}`;
    if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length);
  }
  return title;
}

export function firstSentence(text: string | null): string | null {
  if (!text) return null;
  const match = /^(.+?[.!?])(?:\s|$)/.exec(text);
  return match?.[1] ?? text;
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
