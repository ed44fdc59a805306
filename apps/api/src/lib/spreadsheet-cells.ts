/**
 * CSV injection guard for files the shop writes (OWASP "CSV injection"): a spreadsheet runs a cell
 * that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula. Such a cell is
 * written with a leading apostrophe, which spreadsheets show as "this is text" and the product
 * import takes off again, so an export → import round trip is exact. A cell that already starts
 * with apostrophes before such a character gets one more, so it too comes back as it was.
 */
const RUNNABLE = /^'*[=+\-@\t\r]/;

export function guardCell(value: string): string {
  return RUNNABLE.test(value) ? `'${value}` : value;
}

/** The reverse of `guardCell`, for cells read back from an exported file. */
export function unguardCell(value: string): string {
  return value.startsWith("'") && RUNNABLE.test(value) ? value.slice(1) : value;
}
