/**
 * CSV reading and writing (RFC 4180) for the admin exports and the products import. Pure: text in,
 * text out. Fields are UTF-8 text (Turkish letters and any other Unicode pass through untouched);
 * quoted fields may hold the delimiter, doubled quotes and line breaks.
 */

import { guardCell } from "./spreadsheet-cells.js";

export const BOM = "\uFEFF";

export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line of the file where the problem is */
    readonly line: number,
  ) {
    super(message);
    this.name = "CsvError";
  }
}

export interface CsvRecord {
  /** 1-based line the record starts on (a quoted field with line breaks spans several lines). */
  line: number;
  fields: string[];
}

export type Delimiter = "," | ";" | "\t";

/**
 * The delimiter of a file from its first line: a comma, or the semicolon spreadsheets use in
 * locales where the comma is the decimal mark (Turkish Excel), or a tab. Quoted text is ignored.
 */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of stripBom(text)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) counts[ch]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","]) return "\t";
  return ",";
}

export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * Parses CSV text into records. Records end with CRLF, LF or CR; a final line break is optional.
 * Line breaks inside a quoted field are kept as LF. A quote inside an unquoted field is taken
 * literally (as spreadsheets write it); text after a closing quote or an unclosed quote is an error.
 */
export function parseCsv(input: string, delimiter: Delimiter = ","): CsvRecord[] {
  const text = stripBom(input);
  const n = text.length;
  const D = delimiter.charCodeAt(0);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Fields are cut out with slice() rather than built a character at a time: files of tens of
  // megabytes parse in well under a second.
  for (;;) {
    if (i >= n) {
      // Text ending right after a delimiter still has its last (empty) field.
      if (fields.length > 0) {
        fields.push("");
        records.push({ line: recordLine, fields });
      }
      return records;
    }
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      const startLine = line;
      let parts = "";
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) throw new CsvError(`Line ${startLine}: a quoted field is never closed`, startLine);
        line += countLineBreaks(text, from, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          parts += `${text.slice(from, q)}"`;
          from = q + 2;
          continue;
        }
        parts += text.slice(from, q);
        i = q + 1;
        break;
      }
      // Line breaks inside a field are kept as LF, whatever the file uses.
      field = parts.includes("\r") ? parts.replace(/\r\n?/g, "\n") : parts;
      const next = text.charCodeAt(i);
      if (i < n && next !== D && next !== CR && next !== LF) {
        throw new CsvError(`Line ${line}: unexpected text after a closing quote`, line);
      }
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === D || c === CR || c === LF) break;
        j++;
      }
      field = text.slice(i, j);
      i = j;
    }
    fields.push(field);
    if (i >= n) {
      records.push({ line: recordLine, fields });
      return records;
    }
    const c = text.charCodeAt(i);
    if (c === D) {
      i++;
      continue;
    }
    // CR, LF or CRLF ends the record.
    records.push({ line: recordLine, fields });
    fields = [];
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    line++;
    recordLine = line;
  }
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Line breaks (CRLF, LF or CR each count once) in text[from, to). */
function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === LF) count++;
    else if (c === CR && text.charCodeAt(k + 1) !== LF) count++;
  }
  return count;
}

/** True for a record with no content (a blank line, or only empty fields). */
export function isBlankRecord(fields: readonly string[]): boolean {
  return fields.every((f) => f.trim() === "");
}

export interface WriteOptions {
  delimiter?: Delimiter;
  /** Start the text with a byte-order mark so spreadsheets read it as UTF-8 (default true). */
  bom?: boolean;
  /** Write cells a spreadsheet would run as formulas as text (`guardCell`); the product import reverses it. */
  escapeFormulas?: boolean;
}

/** One field, quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function formatField(value: string, delimiter: Delimiter = ",", escapeFormulas = false): string {
  const v = escapeFormulas ? guardCell(value) : value;
  if (v.includes(delimiter) || v.includes('"') || v.includes("\n") || v.includes("\r") || v !== v.trim()) {
    return `"${v.replaceAll('"', '""')}"`;
  }
  return v;
}

/** One record with its CRLF terminator. */
export function formatRecord(values: readonly string[], opts: WriteOptions = {}): string {
  const d = opts.delimiter ?? ",";
  return `${values.map((v) => formatField(v, d, opts.escapeFormulas ?? false)).join(d)}\r\n`;
}

/** A whole file: optional BOM, then each record with CRLF (RFC 4180). */
export function toCsv(rows: ReadonlyArray<readonly string[]>, opts: WriteOptions = {}): string {
  return (opts.bom === false ? "" : BOM) + rows.map((r) => formatRecord(r, opts)).join("");
}
