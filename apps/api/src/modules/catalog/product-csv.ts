import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_EXPORT_COLUMNS,
  type ProductCsvColumn,
  VARIANT_CSV_COLUMNS,
} from "@avlu/contract/admin";
import type { ProductTexts, TranslatedProductField } from "@avlu/contract/catalog-texts";
import type { Language } from "@avlu/contract/terms";
import { defaultVariantPriceCents } from "@avlu/contract/variants";
import { unguardCell } from "../../lib/spreadsheet-cells.js";
import { canonicalCategory, canonicalSize, type ProductData, uniqueBy, type VariantData } from "./repository.js";

/**
 * The products CSV format (docs/decisions/0161-products-csv.md): one product per row, columns
 * PRODUCT_CSV_COLUMNS. Pure mapping between stored products and cells; validation of the values
 * stays with the catalogue's schemas and rules.
 */

const LIST_SEPARATOR = ", ";
const IMAGE_COLOR_SEPARATOR = " | ";

type ProductColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
const isVariantColumn = (c: ProductCsvColumn): boolean => (VARIANT_CSV_COLUMNS as readonly string[]).includes(c);

/**
 * The export (ADR 1702): one row per variant, in PRODUCT_CSV_EXPORT_COLUMNS order, the product's
 * columns repeated on each. `variantPrice` is empty when the variant costs pieces × the price.
 */
export function productToVariantRows(d: ProductData): string[][] {
  const product = productCellMap(d);
  return d.variants.map((v) => {
    const cells: Record<string, string> = {
      ...product,
      variantSku: v.sku,
      variantColor: v.color,
      variantPacking: v.packing,
      variantPrice: v.priceCents === null ? "" : (v.priceCents / 100).toFixed(2),
      variantStock: String(v.countInStock),
    };
    return PRODUCT_CSV_EXPORT_COLUMNS.map((c) => cells[c] ?? "");
  });
}

/** Cells of one product, in PRODUCT_CSV_COLUMNS order (the product-level format before variants). */
export function productToCells(d: ProductData): string[] {
  const cells = productCellMap(d);
  return PRODUCT_CSV_COLUMNS.map((c) => cells[c]);
}

/** `description_tr` → the field and the language of a translated column (ADR 2001). */
const TEXT_COLUMN = /^(description|technicalSheet|features|metaTitle|metaDescription)_(en|tr)$/;
function textColumn(column: string): { field: TranslatedProductField; language: Language } | undefined {
  const m = TEXT_COLUMN.exec(column);
  return m ? { field: m[1] as TranslatedProductField, language: m[2] as Language } : undefined;
}

const featuresCell = (features: Readonly<Record<string, string>>) =>
  Object.entries(features)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");

function textCell(t: ProductTexts, field: TranslatedProductField): string {
  if (field === "technicalSheet") return t.technicalSheet.join("\n");
  if (field === "features") return featuresCell(t.features);
  return t[field];
}

function productCellMap(d: ProductData): Record<ProductColumn, string> {
  const texts = Object.fromEntries(
    PRODUCT_CSV_COLUMNS.flatMap((c) => {
      const t = textColumn(c);
      return t ? [[c, textCell(d.texts[t.language], t.field)]] : [];
    }),
  );
  return {
    ...texts,
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
    features: featuresCell(d.features),
    metaTitle: d.metaTitle,
    metaDescription: d.metaDescription,
    metaKeywords: d.metaKeywords.join(LIST_SEPARATOR),
    altText: d.altText,
    isFeatured: String(d.isFeatured),
    isPublished: String(d.isPublished),
  } as Record<ProductColumn, string>;
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
export function decimalCommaToDot(value: string): string {
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
    if (isVariantColumn(column)) return;
    // Exports write formula-like cells as text ('=…); read them back as they were.
    const raw = unguardCell(cells[i] ?? "");
    const cell = raw.trim();
    const translated = textColumn(column);
    if (translated) {
      const { field, language } = translated;
      const texts = (input.texts ?? {}) as Record<string, Record<string, unknown>>;
      const version = texts[language] ?? {};
      version[field] =
        field === "technicalSheet" ? splitLines(cell) : field === "features" ? readFeatures(cell, column, errors) : raw;
      texts[language] = version;
      input.texts = texts;
      return;
    }
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
      case "features":
        input.features = readFeatures(cell, column, errors);
        break;
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

/** "Name: value" lines to features; problems go to `errors`, named by the column. */
function readFeatures(cell: string, column: string, errors: string[]): Record<string, string> {
  const features: Record<string, string> = {};
  for (const line of splitLines(cell)) {
    const at = line.indexOf(":");
    const name = at === -1 ? "" : line.slice(0, at).trim();
    if (!name) {
      errors.push(`${column}: "${line}" must be written as "Name: value"`);
      continue;
    }
    if (name in features) {
      errors.push(`${column}: "${name}" appears more than once`);
      continue;
    }
    features[name] = line.slice(at + 1).trim();
  }
  return features;
}

/** Everything the CSV can change, normalised the way the database stores it, for "did anything change?". */
export function comparable(d: ProductData): Record<ProductColumn, unknown> {
  const texts = Object.fromEntries(
    PRODUCT_CSV_COLUMNS.flatMap((c) => {
      const t = textColumn(c);
      if (!t) return [];
      const value = d.texts[t.language][t.field];
      return [[c, t.field === "features" ? Object.entries(value) : value]];
    }),
  );
  return {
    ...texts,
    sku: d.sku,
    name: d.name,
    description: d.description,
    price: d.priceCents,
    countInStock: d.countInStock,
    brand: d.brand,
    categories: uniqueBy(d.categories),
    door: uniqueBy(d.doors).sort(),
    collection: d.collection,
    ref: d.ref,
    design: d.design,
    colors: uniqueBy(d.colors, (c) => c.toLowerCase()),
    sizes: uniqueBy(d.sizes),
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
  } as Record<ProductColumn, unknown>;
}

/**
 * What differs between two products: the CSV columns, then one entry per variant added, removed
 * or changed ("variant FER-…-CACTUS: stock 3 → 5"), for the import preview.
 */
export function changedColumns(before: ProductData, after: ProductData): string[] {
  const a = comparable(before);
  const b = comparable(after);
  // countInStock is the variants' sum: it changes with them (and is named for a product-level file).
  const columns: string[] = PRODUCT_CSV_COLUMNS.filter((c) => JSON.stringify(a[c]) !== JSON.stringify(b[c]));
  return [...columns, ...variantChanges(before, after)];
}

const variantName = (v: VariantData) => `variant ${v.sku}`;
const money = (cents: number) => (cents / 100).toFixed(2);

/** Variants added, removed or changed between two versions of a product. */
export function variantChanges(before: ProductData, after: ProductData): string[] {
  const key = (v: VariantData) => `${v.color.toLowerCase()}\u0000${v.packing.toLowerCase()}`;
  const old = new Map(before.variants.map((v) => [v.id ?? key(v), v]));
  const oldByLine = new Map(before.variants.map((v) => [key(v), v]));
  const out: string[] = [];
  const seen = new Set<VariantData>();
  for (const v of after.variants) {
    const was = (v.id !== undefined ? old.get(v.id) : undefined) ?? oldByLine.get(key(v));
    if (!was || seen.has(was)) {
      out.push(
        `${variantName(v)}: new (${[v.color, `packing ${v.packing}`].filter(Boolean).join(", ")}), stock ${v.countInStock}`,
      );
      continue;
    }
    seen.add(was);
    const diffs: string[] = [];
    if (was.sku !== v.sku) diffs.push(`SKU ${was.sku} → ${v.sku}`);
    if (was.color !== v.color || was.packing !== v.packing) {
      diffs.push(`${was.color}/${was.packing} → ${v.color}/${v.packing}`);
    }
    // Prices that follow the product's (pieces × price) change with its price column.
    if (was.priceCents !== v.priceCents) {
      const shown = (x: VariantData, d: ProductData) =>
        x.priceCents === null
          ? `${money(defaultVariantPriceCents(d.priceCents, x.packing))} (pieces × price)`
          : money(x.priceCents);
      diffs.push(`price ${shown(was, before)} → ${shown(v, after)}`);
    }
    if (was.countInStock !== v.countInStock) diffs.push(`stock ${was.countInStock} → ${v.countInStock}`);
    if (diffs.length) out.push(`${variantName(v)}: ${diffs.join(", ")}`);
  }
  for (const v of before.variants) if (!seen.has(v)) out.push(`${variantName(v)}: removed`);
  return out;
}
