/**
 * A short key for a code block's text as the reader sees it (its lines joined with `\n`): the
 * build files a block's types under it, and the browser finds them by the block's text, so
 * nothing about types needs to be in the page's HTML or JavaScript. FNV-1a, 32 bits.
 */
export function codeKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
