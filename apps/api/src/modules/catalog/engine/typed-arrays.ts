/** The numeric typed arrays the index keeps per slot, per word or per search term. */
type NumberArray = Int32Array | Uint32Array | Float64Array;

/**
 * A copy of `a` of the same kind, widened to `length` entries: `a`'s values first, then `fill`
 * (0 unless said).
 */
export function widened<T extends NumberArray>(a: T, length: number, fill = 0): T {
  const next = new (a.constructor as new (length: number) => T)(length);
  if (fill !== 0) next.fill(fill);
  next.set(a);
  return next;
}
