/**
 * The path `value` leads to on the app at `origin` (a path, or an absolute URL on that origin), read the way
 * a browser reads it: tabs and line breaks dropped, `\` taken as `/`, `/./` resolved. Null for anything
 * else, and for a path that starts with `//`, which a browser would take for another host
 * (`http://app//evil.example` must not become `//evil.example`). What it returns starts with one `/`.
 */
export function appPath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
