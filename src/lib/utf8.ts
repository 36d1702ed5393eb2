/**
 * How many bytes `text` takes in UTF-8, as TextEncoder would write it (a lone surrogate as U+FFFD, 3 bytes), without
 * writing it: a body read as text is held to a byte limit and its declared length (src/server/upstream/request.ts).
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair: one code point above U+FFFF
      i++;
    } else bytes += 3; // the rest of the BMP, and a lone surrogate (written as U+FFFD)
  }
  return bytes;
}
