import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from "@avlu/contract/admin";
import { canonicalCategory, canonicalSize, type ProductData } from "../catalog/repository.js";
import { unguardCell } from "./spreadsheet-cells.js";

/**
 * The products CSV format (docs/decisions/0161-products-csv.md): one product per row, columns
 * PRODUCT_CSV_COLUMNS. Pure mapping between stored products and cells; validation of the values
 * stays with the catalogue's schemas and rules.
 */

const LIST_SEPARATOR = ", ";
const IMAGE_COLOR_SEPARATOR = " | ";

/** Cells of one product, in PRODUCT_CSV_COLUMNS order. */
export function productToCells(d: ProductData): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    sku: d.sku,
    name: d.name,
    description: d.description,
    price: (d.priceCents / 100).toFixed(2),
    countInStock: String(d.countInStock),
    brand: d.brand,
    categories: d.categories.join(LIST_SEPARATOR),
    door: d.doors.join(LIST_SEPARATOR),
    collection: d.collection,
    ref: d.ref,
    design: d.design,
    colors: d.colors.join(LIST_SEPARATOR),
    sizes: d.sizes.join(LIST_SEPARATOR),
    packings: d.packings.join(LIST_SEPARATOR),
    images: d.images.map((i) => (i.color ? `${i.color}${IMAGE_COLOR_SEPARATOR}${i.url}` : i.url)).join("\n"),
    technicalSheet: d.technicalSheet.join("\n"),
    features: Object.entries(d.features)
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n"),
    metaTitle: d.metaTitle,
    metaDescription: d.metaDescription,
    metaKeywords: d.metaKeywords.join(LIST_SEPARATOR),
    altText: d.altText,
    isFeatured: String(d.isFeatured),
    isPublished: String(d.isPublished),
  };
  return PRODUCT_CSV_COLUMNS.map((c) => cells[c]);
}

const splitList = (cell: string) =>
  cell
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
const splitLines = (cell: string) =>
  cell
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

const TRUE_WORDS = new Set(["true", "1", "yes", "evet"]);
const FALSE_WORDS = new Set(["false", "0", "no", "hayır", "hayir"]);

/** A decimal written with a comma (1299,90 or 1.299,90), as semicolon-separated spreadsheets do. */
function decimalCommaToDot(value: string): string {
  if (/^\d+,\d{1,2}$/.test(value)) return value.replace(",", ".");
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(value)) return value.replaceAll(".", "").replace(",", ".");
  return value;
}

export interface RowInput {
  /** A body for the catalogue's product schemas: only the columns the file has. */
  input: Record<string, unknown>;
  /** Problems found while reading the cells (before schema validation). */
  errors: string[];
}

/**
 * One CSV row to a product create/update body. An empty cell clears an optional field; an empty
 * isFeatured/isPublished cell leaves the flag as it is (new products get the SPEC §5 defaults).
 */
export function cellsToInput(
  columns: readonly ProductCsvColumn[],
  cells: readonly string[],
  opts: { decimalComma: boolean },
): RowInput {
  const input: Record<string, unknown> = {};
  const errors: string[] = [];
  columns.forEach((column, i) => {
    // Exports write formula-like cells as text ('=…); read them back as they were.
    const raw = unguardCell(cells[i] ?? "");
    const cell = raw.trim();
    switch (column) {
      case "price":
        input.price = opts.decimalComma ? decimalCommaToDot(cell) : cell;
        break;
      case "countInStock":
        input.countInStock = cell;
        break;
      case "categories":
        input.categories = splitList(cell).map(canonicalCategory);
        break;
      case "sizes":
        input.sizes = splitList(cell).map(canonicalSize);
        break;
      case "door":
      case "colors":
      case "packings":
      case "metaKeywords":
        input[column] = splitList(cell);
        break;
      case "images":
        input.images = splitLines(cell).map((line) => {
          // "Colour | address" (spaces optional) or a bare address.
          const at = line.indexOf("|");
          const url = at === -1 ? "" : line.slice(at + 1).trim();
          if (at === -1 || !/^(\/|https?:)/.test(url)) return { url: line, color: null };
          const color = line.slice(0, at).trim();
          return { url, color: color === "" ? null : color };
        });
        break;
      case "technicalSheet":
        input.technicalSheet = splitLines(cell);
        break;
      case "features": {
        const features: Record<string, string> = {};
        for (const line of splitLines(cell)) {
          const at = line.indexOf(":");
          const name = at === -1 ? "" : line.slice(0, at).trim();
          if (!name) {
            errors.push(`features: "${line}" must be written as "Name: value"`);
            continue;
          }
          if (name in features) {
            errors.push(`features: "${name}" appears more than once`);
            continue;
          }
          features[name] = line.slice(at + 1).trim();
        }
        input.features = features;
        break;
      }
      case "isFeatured":
      case "isPublished": {
        const word = cell.toLocaleLowerCase("tr-TR");
        if (word === "") break;
        if (TRUE_WORDS.has(word)) input[column] = true;
        else if (FALSE_WORDS.has(word)) input[column] = false;
        else errors.push(`${column}: must be true or false`);
        break;
      }
      default:
        // sku, name, description, brand, collection, ref, design, metaTitle, metaDescription, altText
        input[column] = raw;
    }
  });
  return { input, errors };
}

/** Everything the CSV can change, normalised the way the database stores it, for "did anything change?". */
export function comparable(d: ProductData): Record<ProductCsvColumn, unknown> {
  const uniq = (xs: readonly string[], key: (x: string) => string = (x) => x) => {
    const seen = new Set<string>();
    return xs.filter((x) => {
      const k = key(x);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  return {
    sku: d.sku,
    name: d.name,
    description: d.description,
    price: d.priceCents,
    countInStock: d.countInStock,
    brand: d.brand,
    categories: uniq(d.categories),
    door: uniq(d.doors).sort(),
    collection: d.collection,
    ref: d.ref,
    design: d.design,
    colors: uniq(d.colors, (c) => c.toLowerCase()),
    sizes: uniq(d.sizes),
    packings: d.packings,
    images: d.images.map((i) => [i.url, i.color ?? null]),
    technicalSheet: d.technicalSheet,
    features: Object.entries(d.features),
    metaTitle: d.metaTitle,
    metaDescription: d.metaDescription,
    metaKeywords: d.metaKeywords,
    altText: d.altText,
    isFeatured: d.isFeatured,
    isPublished: d.isPublished,
  };
}

/** CSV columns whose values differ between two products. */
export function changedColumns(before: ProductData, after: ProductData): ProductCsvColumn[] {
  const a = comparable(before);
  const b = comparable(after);
  return PRODUCT_CSV_COLUMNS.filter((c) => JSON.stringify(a[c]) !== JSON.stringify(b[c]));
}
