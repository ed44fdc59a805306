import {
  type ImportReport,
  type ImportRow,
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_CREATE_COLUMNS,
  type ProductCsvColumn,
  VARIANT_CSV_COLUMNS,
} from "@avlu/contract/admin";
import { productCreateSchema, productUpdateSchema } from "@avlu/contract/catalog";
import type { z } from "zod";
import type { Db, Q } from "../../db/database.js";
import { CsvError, detectDelimiter, isBlankRecord, parseCsv } from "../../lib/csv.js";
import { badRequest, conflict, HttpError } from "../../lib/http-error.js";
import { newId, nowIso } from "../../lib/ids.js";
import { unguardCell } from "../../lib/spreadsheet-cells.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { cellsToInput, changedColumns, decimalCommaToDot } from "./product-csv.js";
import { toProductData } from "./product-data.js";
import {
  insertProduct,
  type ProductData,
  productsBySku,
  type StoredProduct,
  updateProduct,
  variantOwners,
} from "./repository.js";

/** An applied import that had row errors: nothing was saved; the report says why. */
export class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    const n = report.failed;
    super(`Import not applied: ${n} ${n === 1 ? "row has" : "rows have"} errors. Nothing was changed.`);
  }
}

type Row = { line: number; cells: string[] };

interface ParsedFile {
  columns: ProductCsvColumn[];
  rows: Row[];
  decimalComma: boolean;
  /** The file has variant columns: one row per variant, rows of one product share its sku (ADR 1702). */
  perVariant: boolean;
}

const ALL_COLUMNS: readonly ProductCsvColumn[] = [...PRODUCT_CSV_COLUMNS, ...VARIANT_CSV_COLUMNS];
const COLUMN_BY_KEY = new Map<string, ProductCsvColumn>(ALL_COLUMNS.map((c) => [c.toLowerCase(), c]));
const isVariantColumn = (c: ProductCsvColumn) => (VARIANT_CSV_COLUMNS as readonly string[]).includes(c);

/** Reads the file and its header; anything wrong with the file as a whole is a 400. */
export function readProductFile(text: string): ParsedFile {
  if (text.includes("\uFFFD")) {
    throw badRequest('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
  const delimiter = detectDelimiter(text);
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text, delimiter).filter((r) => !isBlankRecord(r.fields));
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`The file is not valid CSV. ${err.message}`);
    throw err;
  }
  const [header, ...data] = records;
  if (!header) throw badRequest("The file is empty");
  const columns: ProductCsvColumn[] = [];
  for (const name of header.fields) {
    const column = COLUMN_BY_KEY.get(name.trim().toLowerCase());
    if (!column) {
      throw badRequest(`Unknown column "${name.trim()}" in the header. Columns are: ${ALL_COLUMNS.join(", ")}.`);
    }
    if (columns.includes(column)) throw badRequest(`Column "${column}" appears twice in the header`);
    columns.push(column);
  }
  if (!columns.includes("sku")) throw badRequest('The header must have a "sku" column: rows are matched by SKU');
  const perVariant = columns.some(isVariantColumn);
  if (perVariant && !columns.includes("variantSku")) {
    throw badRequest('With variant columns the header must have a "variantSku" column: variants are matched by it');
  }
  if (perVariant && columns.includes("countInStock")) {
    throw badRequest('With variant columns the stock is per variant: use "variantStock" instead of "countInStock"');
  }
  if (data.length === 0) throw badRequest("The file has a header but no products");
  if (data.length > MAX_IMPORT_ROWS) {
    throw badRequest(`The file has ${data.length} products; at most ${MAX_IMPORT_ROWS} can be imported at once`);
  }
  return {
    columns,
    rows: data.map((r) => ({ line: r.line, cells: r.fields })),
    decimalComma: delimiter === ";",
    perVariant,
  };
}

/** "price: must be a number" from a zod issue, naming the offending list entry when there is one. */
function issueText(issue: z.core.$ZodIssue, input: Record<string, unknown>): string {
  let message = issue.message;
  if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) message = "is required";
  if (issue.code === "invalid_union") {
    // number-or-text fields: the text branch says what is wrong with the text.
    const nested = issue.errors.flat().find((i) => i.code !== "invalid_type");
    if (nested) message = nested.message;
  }
  const [field, index, sub] = issue.path;
  if (typeof field === "string" && typeof index === "number") {
    const entry = (input[field] as unknown[] | undefined)?.[index];
    const value = entry && typeof entry === "object" && typeof sub === "string" ? (entry as never)[sub] : entry;
    return `${field}: "${String(value)}" ${message}`;
  }
  if (field === "features" && issue.code === "invalid_key") return "features: a feature name is empty";
  return field === undefined ? message : `${String(field)}: ${message}`;
}

interface Planned extends ImportRow {
  id?: string;
  data?: ProductData;
}

const cellOf = (file: ParsedFile, cells: readonly string[], column: ProductCsvColumn) => {
  const i = file.columns.indexOf(column);
  return i === -1 ? "" : unguardCell(cells[i] ?? "").trim();
};

/** A variant row's variant (the schemas and the catalogue's rules check it further). */
function variantOf(file: ParsedFile, cells: readonly string[]): Record<string, unknown> {
  const price = cellOf(file, cells, "variantPrice");
  const stock = cellOf(file, cells, "variantStock");
  return {
    sku: cellOf(file, cells, "variantSku"),
    color: cellOf(file, cells, "variantColor"),
    packing: cellOf(file, cells, "variantPacking") || "1",
    price: price === "" ? null : file.decimalComma ? decimalCommaToDot(price) : price,
    countInStock: /^\d{1,9}$/.test(stock) ? Number(stock) : stock === "" ? 0 : stock,
  };
}

interface Checks {
  duplicateLines: number[] | undefined;
  /** Which product holds each variant SKU of the file today. */
  owners: Map<string, { productId: string; productName: string }>;
  /** Lines per variant SKU, to find one given twice. */
  variantLines: Map<string, number[]>;
}

/** What one product's rows (one row, or one per variant) would do to the stored product with the same SKU (or a new one). */
function planGroup(group: Row[], file: ParsedFile, current: StoredProduct | undefined, checks: Checks): Planned {
  const { columns } = file;
  const first = group[0] as Row;
  const trimmed = group.map((row) => {
    const cells = [...row.cells];
    // Spreadsheets sometimes leave empty trailing cells; anything else must match the header.
    while (cells.length > columns.length && (cells[cells.length - 1] ?? "").trim() === "") cells.pop();
    return { line: row.line, cells };
  });
  const cells = (trimmed[0] as Row).cells;
  const skuCell = (cells[columns.indexOf("sku")] ?? "").trim();
  const nameCell = columns.includes("name") ? (cells[columns.indexOf("name")] ?? "").trim() : "";
  const base: Planned = {
    line: first.line,
    sku: skuCell,
    name: nameCell || current?.data.name || "",
    action: "error",
    changes: [],
    errors: [],
  };
  for (const row of trimmed) {
    if (row.cells.length !== columns.length) {
      const where = trimmed.length > 1 ? `Line ${row.line}: the` : "The";
      base.errors.push(`${where} row has ${row.cells.length} fields but the header has ${columns.length}`);
    }
  }
  if (base.errors.length > 0) return base;
  if (!skuCell) {
    base.errors.push("sku: is required");
    return base;
  }
  if (checks.duplicateLines) {
    base.errors.push(`SKU "${skuCell}" appears more than once in the file (lines ${checks.duplicateLines.join(", ")})`);
    return base;
  }
  if (!current) {
    const needed = file.perVariant
      ? PRODUCT_CSV_CREATE_COLUMNS.map((c) => (c === "countInStock" ? "variantStock" : c))
      : PRODUCT_CSV_CREATE_COLUMNS;
    const missing = needed.filter((c) => !columns.includes(c));
    if (missing.length > 0) {
      base.errors.push(`No product has SKU "${skuCell}"; creating one needs the columns ${missing.join(", ")}`);
      return base;
    }
  }
  const { input, errors } = cellsToInput(columns, cells, { decimalComma: file.decimalComma });
  base.errors.push(...errors);
  if (file.perVariant) {
    // Later rows of a product may leave its columns empty or repeat them, not contradict them.
    for (const row of trimmed.slice(1)) {
      columns.forEach((c, i) => {
        const value = (row.cells[i] ?? "").trim();
        if (!isVariantColumn(c) && value !== "" && value !== (cells[i] ?? "").trim()) {
          base.errors.push(`Line ${row.line}: ${c} differs from line ${first.line} (leave it empty or repeat it)`);
        }
      });
    }
    input.variants = trimmed.map((row) => variantOf(file, row.cells));
    for (const row of trimmed) {
      const sku = cellOf(file, row.cells, "variantSku");
      if (!sku) base.errors.push(`Line ${row.line}: variantSku: is required`);
      const lines = checks.variantLines.get(sku.toLowerCase()) ?? [];
      if (sku && lines.length > 1) {
        base.errors.push(`Variant SKU "${sku}" appears more than once in the file (lines ${lines.join(", ")})`);
      }
      const owner = checks.owners.get(sku);
      if (owner && owner.productId !== current?.id) {
        base.errors.push(`Line ${row.line}: variant SKU "${sku}" belongs to "${owner.productName}"`);
      }
    }
    if (base.errors.length > 0) return base;
  }
  const parsed = (current ? productUpdateSchema : productCreateSchema).safeParse(input);
  if (!parsed.success) base.errors.push(...parsed.error.issues.map((i) => issueText(i, input)));
  if (base.errors.length > 0 || !parsed.success) return base;
  let data: ProductData;
  try {
    data = toProductData(parsed.data, current?.data);
  } catch (err) {
    if (err instanceof HttpError) {
      base.errors.push(err.message.replace(/^Invalid body: /, ""));
      return base;
    }
    throw err;
  }
  if (!current) return { ...base, action: "create", changes: [...columns], data };
  const changes = changedColumns(current.data, data);
  return { ...base, id: current.id, action: changes.length ? "update" : "unchanged", changes, data };
}

function report(planned: Planned[], dryRun: boolean, applied: boolean): ImportReport {
  const count = (a: ImportRow["action"]) => planned.filter((p) => p.action === a).length;
  return {
    dryRun,
    applied,
    total: planned.length,
    created: count("create"),
    updated: count("update"),
    unchanged: count("unchanged"),
    failed: count("error"),
    rows: planned
      .filter((p) => p.action !== "unchanged")
      .map(({ line, sku, name, action, changes, errors }) => ({ line, sku, name, action, changes, errors })),
  };
}

/**
 * Plans every row against the stored products (a dry run stops there) and then writes the creates
 * and updates in ONE transaction: if any row is wrong nothing is saved, and a failure half-way
 * rolls every write back. Unchanged rows are never written, so importing the same file twice
 * changes nothing the second time.
 */
export async function importProducts(db: Db, text: string, opts: { dryRun: boolean }): Promise<ImportReport> {
  const file = readProductFile(text);
  const skuIndex = file.columns.indexOf("sku");
  const skuOf = (r: Row) => (r.cells[skuIndex] ?? "").trim();
  // One group per product: each row (product-level file), or the rows sharing a sku (one per variant).
  const groups: Row[][] = [];
  const bySku = new Map<string, Row[]>();
  const linesBySku = new Map<string, number[]>();
  for (const r of file.rows) {
    const sku = skuOf(r);
    if (sku) linesBySku.set(sku, [...(linesBySku.get(sku) ?? []), r.line]);
    const group = file.perVariant && sku ? bySku.get(sku) : undefined;
    if (group) group.push(r);
    else {
      const fresh = [r];
      groups.push(fresh);
      if (file.perVariant && sku) bySku.set(sku, fresh);
    }
  }
  const variantLines = new Map<string, number[]>();
  if (file.perVariant) {
    for (const r of file.rows) {
      const sku = cellOf(file, r.cells, "variantSku").toLowerCase();
      if (sku) variantLines.set(sku, [...(variantLines.get(sku) ?? []), r.line]);
    }
  }
  const dup = (sku: string) => {
    const lines = linesBySku.get(sku);
    return !file.perVariant && lines && lines.length > 1 ? lines : undefined;
  };

  const plan = async (q: Q, chosen: Row[][]): Promise<Planned[]> => {
    const skus = [...new Set(chosen.map((g) => skuOf(g[0] as Row)).filter(Boolean))];
    const existing = await productsBySku(q, skus);
    const variantSkus = file.perVariant
      ? [...new Set(chosen.flatMap((g) => g.map((r) => cellOf(file, r.cells, "variantSku")).filter(Boolean)))]
      : [];
    const owners = await variantOwners(q, variantSkus);
    return chosen.map((g) => {
      const sku = skuOf(g[0] as Row);
      return planGroup(g, file, existing.get(sku), { duplicateLines: dup(sku), owners, variantLines });
    });
  };

  // Every row is checked first, outside any transaction, so a large file does not hold the
  // database while it is read; a file with errors stops here and nothing is written.
  const planned = await plan(db.kysely, groups);
  if (opts.dryRun) return report(planned, true, false);
  if (planned.some((p) => p.action === "error")) throw new ImportRefused(report(planned, false, false));

  const changing = groups.filter((_, i) => {
    const action = planned[i]?.action;
    return action === "create" || action === "update";
  });
  if (changing.length === 0) return report(planned, false, true);
  try {
    // The rows that change are planned again inside the transaction against what is stored now
    // (another admin may have saved meanwhile) and written together: all of them, or none.
    const written = await db.kysely.transaction().execute(async (tx) => {
      const now = nowIso();
      const again = await plan(tx, changing);
      if (again.some((p) => p.action === "error")) throw new ImportRefused(report(again, false, false));
      for (const p of again) {
        if (!p.data) continue;
        if (p.action === "create") await insertProduct(tx, newId(), p.data, now);
        else if (p.action === "update" && p.id) await updateProduct(tx, p.id, p.data, now);
      }
      return new Map(again.map((p) => [p.line, p]));
    });
    return report(
      planned.map((p) => written.get(p.line) ?? p),
      false,
      true,
    );
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict("Another change to the same products was saved meanwhile. Preview the file again and retry.");
    }
    throw err;
  }
}
