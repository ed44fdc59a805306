/**
 * CSV reading and writing (RFC 4180) for the admin exports and the products import, on csv-parse
 * and csv-stringify (their sync APIs; ADR 1610). Pure: text in, text out. Fields are UTF-8 text
 * (Turkish letters and any other Unicode pass through untouched); quoted fields may hold the
 * delimiter, doubled quotes and line breaks. What is ours: the delimiter guess, the line each record
 * starts on, the error texts, and the spreadsheet formula guard (`spreadsheet-cells.ts`).
 */

import { CsvError as ParseError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
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

/** Line breaks inside a field as the reader returns them and the writer writes them: LF. */
const oneBreak = (value: string) => (value.includes("\r") ? value.replace(/\r\n?/g, "\n") : value);

const CR = 13;
const LF = 10;

/** Line breaks (CRLF, LF or CR each count once) in bytes[from, to). UTF-8 never uses 10 or 13 inside a letter. */
function countLineBreaks(bytes: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = bytes[k];
    if (c === LF) count++;
    else if (c === CR && bytes[k + 1] !== LF) count++;
  }
  return count;
}

/**
 * Parses CSV text into records. Records end with CRLF, LF or CR (mixed in one file too); a final
 * line break is optional. Line breaks inside a quoted field are kept as LF. A quote inside an
 * unquoted field is taken literally (as spreadsheets write it); an unclosed quote is an error
 * naming the line its record starts on.
 */
export function parseCsv(input: string, delimiter: Delimiter = ","): CsvRecord[] {
  // A Buffer, so that the parser's offsets (`bytes`) index the same text the line count reads.
  const bytes = Buffer.from(stripBom(input), "utf8");
  const records: CsvRecord[] = [];
  let end = 0; // where the last record read ended (its line break included)
  let line = 1; // the line that starts there
  try {
    parse(bytes, {
      delimiter,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (fields: string[], context) => {
        records.push({ line, fields: fields.map(oneBreak) });
        line += countLineBreaks(bytes, end, context.bytes);
        end = context.bytes;
        return null; // kept here, with its line, not in the parser's own list
      },
    });
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    const what =
      err.code === "CSV_QUOTE_NOT_CLOSED"
        ? "a quoted field is never closed"
        : err.code === "CSV_INVALID_CLOSING_QUOTE"
          ? "unexpected text after a closing quote"
          : err.message;
    throw new CsvError(`Line ${line}: ${what}`, line);
  }
  return records;
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

/**
 * Records with CRLF terminators; a field is quoted when it holds the delimiter, a quote, a line
 * break or edge spaces. Line breaks inside fields are written as LF (spreadsheets' own), before the
 * formula guard looks at the cell.
 */
function write(rows: ReadonlyArray<readonly string[]>, opts: WriteOptions): string {
  const cell = opts.escapeFormulas ? (v: string) => guardCell(oneBreak(v)) : oneBreak;
  const cells = rows.map((r) => r.map(cell));
  return stringify(cells, {
    delimiter: opts.delimiter ?? ",",
    record_delimiter: "windows",
    quoted_match: /[\r\n]|^\s|\s$/, // one pattern: a list of three writes at half the speed
  });
}

/** One field, quoted when it needs it (without a record terminator). */
export function formatField(value: string, delimiter: Delimiter = ",", escapeFormulas = false): string {
  return write([[value]], { delimiter, escapeFormulas }).slice(0, -2);
}

/** One record with its CRLF terminator. */
export function formatRecord(values: readonly string[], opts: WriteOptions = {}): string {
  return write([values], opts);
}

/** Records with their CRLF terminators, without a BOM (a streamed file's next batch). */
export function formatRecords(rows: ReadonlyArray<readonly string[]>, opts: WriteOptions = {}): string {
  return write(rows, opts);
}

/** A whole file: optional BOM, then each record with CRLF (RFC 4180). */
export function toCsv(rows: ReadonlyArray<readonly string[]>, opts: WriteOptions = {}): string {
  return (opts.bom === false ? "" : BOM) + write(rows, opts);
}
