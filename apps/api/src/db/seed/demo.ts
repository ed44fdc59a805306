import { colorHex } from "@avlu/contract/catalog";
import { collectionKey, foldText } from "@avlu/contract/common";
import { LANGUAGES } from "@avlu/contract/terms";
import { generatedVariantSku } from "@avlu/contract/variants";
import { fnv1a } from "../../lib/fnv1a.js";
import { newId, nowIso } from "../../lib/ids.js";
import {
  type ProductData,
  plainProductFields,
  productColumns,
  relationRows,
  textRows,
  type VariantData,
  variantRows,
} from "../../modules/catalog/repository.js";
import { publicUrl, type Storage } from "../../modules/uploads/storage.js";
import type { Db, Q } from "../database.js";
import {
  type DemoCollection,
  type DemoProduct,
  demoCollections,
  demoProducts,
  syntheticProducts,
} from "./catalogue-data.js";
import { collectionTileSvg, drawingSvg, productSvg } from "./illustrations.js";

const slug = (s: string) =>
  foldText(s)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const productImageKey = (type: string, variant: number, color: string) =>
  `seed/products/${type}-${variant}-${slug(color)}.svg`;
export const drawingKey = (type: string, variant: number) => `seed/drawings/${type}-${variant}.svg`;
export const collectionTileKey = (brand: string, name: string) =>
  `seed/collections/${slug(brand)}-${collectionKey(name) || "collection"}.svg`;

/** Writes each illustration once (many products share a type, variant and colour). */
class ImageWriter {
  private readonly done = new Set<string>();
  constructor(private readonly storage: Storage) {}

  async write(key: string, svg: () => string): Promise<string> {
    if (!this.done.has(key)) {
      this.done.add(key);
      if (!(await this.storage.exists(key))) await this.storage.put(key, svg(), "image/svg+xml");
    }
    return publicUrl(key);
  }
}

/** A small deterministic generator per product (FNV-1a of its SKU), so the demo is the same every time. */
function rngOf(seed: string): () => number {
  let h = fnv1a(seed);
  return () => {
    h = (Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return (h >>> 8) / 0x1000000;
  };
}

/**
 * Realistic stock per colour × packing (issue 17): most colours on the shelf, some sold out, some
 * low; sets of several pieces are stocked less than single pieces. A product the catalogue data
 * marks as out of stock has every variant at 0.
 */
export function demoVariants(p: Pick<DemoProduct, "sku" | "colors" | "packings" | "countInStock">): VariantData[] {
  const r = rngOf(p.sku);
  const colors = p.colors.length > 0 ? p.colors : [""];
  const packings = p.packings.length > 0 ? [...new Set(p.packings)] : ["1"];
  const shape = { colors: colors.length, packings: packings.length };
  const out: VariantData[] = [];
  for (const color of colors) {
    const x = r();
    const base = p.countInStock === 0 || x < 0.18 ? 0 : x < 0.34 ? 1 + Math.floor(r() * 3) : 4 + Math.floor(r() * 37);
    packings.forEach((packing, i) => {
      out.push({
        color,
        packing,
        sku: generatedVariantSku(p.sku, color, packing, shape),
        priceCents: null,
        countInStock: i === 0 ? base : Math.floor(base / (2 * (i + 1))),
      });
    });
  }
  return out;
}

async function productData(p: DemoProduct, images: ImageWriter | null): Promise<ProductData> {
  const { type, variant } = p.illustration;
  const pictures = [];
  for (const color of p.colors) {
    const key = productImageKey(type, variant, color);
    const url = images
      ? await images.write(key, () => productSvg(type, variant, colorHex(color), color))
      : publicUrl(key);
    pictures.push({ url, color });
  }
  const dKey = drawingKey(type, variant);
  pictures.push({
    url: images ? await images.write(dKey, () => drawingSvg(type, variant)) : publicUrl(dKey),
    color: null,
  });
  const variants = demoVariants(p);
  return {
    ...plainProductFields(p),
    priceCents: p.priceCents,
    countInStock: variants.reduce((n, v) => n + v.countInStock, 0),
    images: pictures,
    variants,
    texts: p.texts,
    createdAt: p.createdAt,
  };
}

const BATCH = 200;

/** Inserts many products with their relations in batched multi-row inserts (one transaction per call). */
export async function insertProductsBulk(db: Q, items: ProductData[], now: string): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    const chunk = items.slice(i, i + BATCH).map((d) => ({ id: newId(), d }));
    await db
      .insertInto("products")
      .values(
        // The variants' triggers add their stock.
        chunk.map(({ id, d }) => ({
          id,
          ...productColumns(d),
          count_in_stock: 0,
          created_at: d.createdAt ?? now,
          updated_at: now,
        })),
      )
      .execute();
    const rel = chunk.map(({ id, d }) => relationRows(id, d));
    const tables = [
      ["product_images", rel.flatMap((r) => r.images)],
      ["product_colors", rel.flatMap((r) => r.colors)],
      ["product_sizes", rel.flatMap((r) => r.sizes)],
      ["product_doors", rel.flatMap((r) => r.doors)],
      ["product_categories", rel.flatMap((r) => r.categories)],
      ["product_variants", chunk.flatMap(({ id, d }) => variantRows(id, d, d.createdAt ?? now))],
      ["product_texts", chunk.flatMap(({ id, d }) => textRows(id, d.texts))],
    ] as const;
    for (const [table, rows] of tables) {
      // Stay well under both dialects' bound-parameter limits.
      for (let j = 0; j < rows.length; j += 500) {
        const part = rows.slice(j, j + 500);
        if (part.length)
          await db
            .insertInto(table)
            .values(part as never)
            .execute();
      }
    }
  }
}

async function insertCollections(db: Q, collections: DemoCollection[], images: ImageWriter, now: string) {
  const rows = [];
  for (const [position, c] of collections.entries()) {
    const image = await images.write(collectionTileKey(c.brand, c.name), () => collectionTileSvg(c));
    rows.push({
      id: newId(),
      brand: c.brand,
      name: c.name,
      key: collectionKey(c.name),
      image,
      position,
      created_at: now,
    });
  }
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto("collections")
      .values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.columns(["brand", "key"]).doNothing())
      .execute();
  }
  // Their descriptions in both languages (ADR 2001), for the collections this call added.
  const stored = await db.selectFrom("collections").select(["id", "brand", "key"]).execute();
  const idOf = new Map(stored.map((c) => [`${c.brand}\u0000${c.key}`, c.id]));
  const added = new Set(rows.map((r) => r.id));
  const texts = collections.flatMap((c) => {
    const id = idOf.get(`${c.brand}\u0000${collectionKey(c.name)}`);
    if (!id || !added.has(id)) return [];
    return LANGUAGES.map((language) => ({ collection_id: id, language, description: c.descriptions[language] }));
  });
  for (let i = 0; i < texts.length; i += 200) {
    await db
      .insertInto("collection_texts")
      .values(texts.slice(i, i + 200))
      .execute();
  }
}

/** Loads the demo catalogue into an empty shop. Returns how many products were added (0 if there were products). */
export async function seedDemoCatalogue(db: Db, storage: Storage): Promise<number> {
  const any = await db.kysely.selectFrom("products").select("id").limit(1).executeTakeFirst();
  if (any) return 0;
  const images = new ImageWriter(storage);
  const now = nowIso();
  const items: ProductData[] = [];
  for (const p of demoProducts()) items.push(await productData(p, images));
  const collections = demoCollections();
  await db.kysely.transaction().execute(async (tx) => {
    await insertCollections(tx, collections, images, now);
    await insertProductsBulk(tx, items, now);
  });
  return items.length;
}

/**
 * Adds `count` synthetic products (benchmarks). They reuse the demo illustrations, which are
 * written first if the shop has none yet.
 */
export async function seedSyntheticProducts(db: Db, storage: Storage, count: number): Promise<void> {
  const images = new ImageWriter(storage);
  const now = nowIso();
  const chunk = 5000;
  const existing = await db.kysely
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sku", "like", "SYN-%")
    .executeTakeFirstOrThrow();
  let made = 0;
  for (const batch of syntheticProducts(count, chunk, undefined, Number(existing.n))) {
    const items: ProductData[] = [];
    for (const p of batch) items.push(await productData(p, images));
    await db.kysely.transaction().execute((tx) => insertProductsBulk(tx, items, now));
    made += batch.length;
    process.stdout.write(`\r  ${made} / ${count} products`);
  }
  process.stdout.write("\n");
}
