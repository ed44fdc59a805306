/** `list` with the item at `index` changed by `patch` and the others as they are: one row of a form's list edited. */
export function patchAt<T extends object>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, n) => (n === index ? { ...item, ...patch } : item));
}
