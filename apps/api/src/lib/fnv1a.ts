/** FNV-1a over a string's UTF-16 code units: a fast 32-bit hash for seeds and look-ups, not for security. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
