// Addresses the panel and the storefront put in an href or src: only http(s) URLs and paths on the
// same site. Anything else (javascript:, data:, vbscript:, protocol-relative //host, backslash
// tricks that browsers read as //host) is refused, so a stored link can never run script.

// Control characters, spaces and backslashes: browsers drop or rewrite them (a tab inside
// "java\tscript:", "/\evil.com" read as "//evil.com").
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;

/** A root-relative path on the same site: '/uploads/a.jpg', '/moda/vestidos' (never '//host'). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE.test(value);
}

/** An absolute http(s) URL with a host, or a root-relative path. */
export function isWebAddress(value: string): boolean {
  if (UNSAFE.test(value)) return false;
  if (isSitePath(value)) return true;
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
