import type { Q } from "../../db/database.js";
import { newGuestId, newId } from "../../lib/ids.js";
import { parseJson } from "../../lib/json.js";

/** Whose cart: a signed-in user (from the token) or a guest (server-issued guestId). */
export type CartOwner = { userId: string } | { guestId: string };

export interface CartRef {
  id: string;
  /** Exactly one of userId and guestId is set. */
  userId: string | null;
  guestId: string | null;
}

export const ownerOf = (cart: CartRef): CartOwner =>
  cart.userId ? { userId: cart.userId } : { guestId: cart.guestId as string };

/**
 * A cart line as stored, with its variant's current price and stock (issue 17); lines of
 * unpublished or deleted products, or of a colour × packing no longer sold, are left out.
 */
export interface StoredLine {
  id: string;
  productId: string;
  variantId: string;
  sku: string;
  name: string;
  priceCents: number;
  color: string;
  packing: string;
  quantity: number;
  countInStock: number;
}

/** A line's columns, from cart_items as i joined to its product as p and its variant as v. */
const LINE_COLUMNS = [
  "i.id",
  "i.product_id",
  "i.color",
  "i.packing",
  "i.quantity",
  "p.name",
  "v.id as variant_id",
  "v.sku",
  "v.price_cents",
  "v.count_in_stock",
] as const;

export async function findCart(db: Q, owner: CartOwner): Promise<CartRef | undefined> {
  const qb = db.selectFrom("carts").select(["id", "user_id", "guest_id"]);
  const row = await ("userId" in owner
    ? qb.where("user_id", "=", owner.userId)
    : qb.where("guest_id", "=", owner.guestId).where("user_id", "is", null)
  ).executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, guestId: row.guest_id } : undefined;
}

/** The user's cart, created on first use (safe against two first writes at once: user_id is unique). */
export async function ensureUserCart(db: Q, userId: string, now: string): Promise<CartRef> {
  await db
    .insertInto("carts")
    .values({ id: newId(), user_id: userId, guest_id: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const cart = await findCart(db, { userId });
  if (!cart) throw new Error("user cart vanished after insert");
  return cart;
}

/** A new guest cart under a fresh, unguessable guestId (never one the client chose). */
export async function createGuestCart(db: Q, now: string): Promise<CartRef> {
  const cart = { id: newId(), userId: null, guestId: newGuestId() };
  await db
    .insertInto("carts")
    .values({ id: cart.id, user_id: null, guest_id: cart.guestId, created_at: now, updated_at: now })
    .execute();
  return cart;
}

export async function touchCart(db: Q, cartId: string, now: string): Promise<void> {
  await db.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
}

export async function deleteCart(db: Q, cartId: string): Promise<void> {
  await db.deleteFrom("carts").where("id", "=", cartId).execute();
}

export async function emptyCart(db: Q, cartId: string): Promise<void> {
  await db.deleteFrom("cart_items").where("cart_id", "=", cartId).execute();
}

/** A cart as the API shows it: its lines that can still be bought (published products), oldest first. */
export interface CartContents extends CartRef {
  lines: Array<StoredLine & { image: string }>;
}

/**
 * The owner's cart with its buyable lines, current prices and each line's picture, in one query
 * (a cart read is one round trip): every picture of a line's product comes along and the line's
 * own is chosen here.
 */
export async function readCart(db: Q, owner: CartOwner): Promise<CartContents | undefined> {
  const qb = db
    .selectFrom("carts as c")
    .leftJoin("cart_items as i", "i.cart_id", "c.id")
    .leftJoin("products as p", (join) => join.onRef("p.id", "=", "i.product_id").on("p.is_published", "=", 1))
    .leftJoin("product_variants as v", (join) =>
      join.onRef("v.product_id", "=", "p.id").onRef("v.color", "=", "i.color").onRef("v.packing", "=", "i.packing"),
    )
    .leftJoin("product_images as m", "m.product_id", "p.id")
    .select(["c.id as cart_id", "c.user_id", "c.guest_id", ...LINE_COLUMNS, "m.url", "m.color as image_color"]);
  const rows = await ("userId" in owner
    ? qb.where("c.user_id", "=", owner.userId)
    : qb.where("c.guest_id", "=", owner.guestId).where("c.user_id", "is", null)
  )
    .orderBy("i.created_at")
    .orderBy("i.id")
    .orderBy("m.position")
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const lines = new Map<string, StoredLine & { images: Array<{ url: string; color: string | null }> }>();
  for (const r of rows) {
    if (r.id === null || r.name === null || r.variant_id === null) continue;
    let line = lines.get(r.id);
    if (!line) {
      line = {
        id: r.id,
        productId: r.product_id as string,
        variantId: r.variant_id,
        sku: r.sku as string,
        name: r.name,
        priceCents: r.price_cents as number,
        color: r.color as string,
        packing: r.packing as string,
        quantity: r.quantity as number,
        countInStock: r.count_in_stock as number,
        images: [],
      };
      lines.set(r.id, line);
    }
    if (r.url !== null) line.images.push({ url: r.url, color: r.image_color });
  }
  return {
    id: first.cart_id,
    userId: first.user_id,
    guestId: first.guest_id,
    lines: [...lines.values()].map(({ images, ...line }) => ({ ...line, image: chooseImage(images, line.color) })),
  };
}

/** The cart's lines that can still be bought (published products), oldest first, with current prices. */
export async function readLines(db: Q, cartId: string): Promise<StoredLine[]> {
  const rows = await db
    .selectFrom("cart_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .innerJoin("product_variants as v", (join) =>
      join.onRef("v.product_id", "=", "p.id").onRef("v.color", "=", "i.color").onRef("v.packing", "=", "i.packing"),
    )
    .select(LINE_COLUMNS)
    .where("i.cart_id", "=", cartId)
    .where("p.is_published", "=", 1)
    .orderBy("i.created_at")
    .orderBy("i.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    variantId: r.variant_id,
    sku: r.sku,
    name: r.name,
    priceCents: r.price_cents,
    color: r.color,
    packing: r.packing,
    quantity: r.quantity,
    countInStock: r.count_in_stock,
  }));
}

/**
 * The picture of each line's chosen colour (the colour's first image), else the product's first
 * image, else "" (the screens show their placeholder). One query for the whole cart.
 */
export async function lineImages(
  db: Q,
  lines: ReadonlyArray<{ productId: string; color: string }>,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const ids = [...new Set(lines.map((l) => l.productId))];
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("product_images")
    .select(["product_id", "url", "color"])
    .where("product_id", "in", ids)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  const byProduct = new Map<string, Array<{ url: string; color: string | null }>>();
  for (const r of rows) {
    const list = byProduct.get(r.product_id) ?? [];
    list.push({ url: r.url, color: r.color });
    byProduct.set(r.product_id, list);
  }
  for (const l of lines)
    out.set(imageKey(l.productId, l.color), chooseImage(byProduct.get(l.productId) ?? [], l.color));
  return out;
}

/** The colour's first image, else the product's first, else "" (the screens show their placeholder). */
function chooseImage(images: ReadonlyArray<{ url: string; color: string | null }>, color: string): string {
  const key = color.toLowerCase();
  const match = key ? images.find((i) => i.color?.toLowerCase() === key) : undefined;
  return (match ?? images[0])?.url ?? "";
}

export const imageKey = (productId: string, color: string) => `${productId}\u0000${color.toLowerCase()}`;

export function totalCents(lines: ReadonlyArray<{ priceCents: number; quantity: number }>): number {
  return lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
}

/** A variant as a cart write sees it. */
export interface BuyableVariant {
  id: string;
  color: string;
  packing: string;
  countInStock: number;
}

/** What a cart write needs to know about a product; undefined when it cannot be bought (unknown or unpublished). */
export interface BuyableProduct {
  id: string;
  name: string;
  countInStock: number;
  colors: string[];
  packings: string[];
  variants: BuyableVariant[];
}

export async function findBuyableProduct(db: Q, id: string): Promise<BuyableProduct | undefined> {
  const row = await db
    .selectFrom("products")
    .select(["id", "name", "count_in_stock", "packings"])
    .where("id", "=", id)
    .where("is_published", "=", 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const colors = await db
    .selectFrom("product_colors")
    .select("color")
    .where("product_id", "=", id)
    .orderBy("position")
    .execute();
  const variants = await db
    .selectFrom("product_variants")
    .select(["id", "color", "packing", "count_in_stock"])
    .where("product_id", "=", id)
    .orderBy("position")
    .execute();
  return {
    id: row.id,
    name: row.name,
    countInStock: row.count_in_stock,
    variants: variants.map((v) => ({ id: v.id, color: v.color, packing: v.packing, countInStock: v.count_in_stock })),
    colors: colors.map((c) => c.color),
    packings: parseJson<unknown[]>(row.packings, [])
      .filter((p): p is string => typeof p === "string")
      .map((p) => p.trim()),
  };
}

export interface LineKey {
  productId: string;
  color: string;
  packing: string;
}

export async function findLine(db: Q, cartId: string, key: LineKey) {
  return db
    .selectFrom("cart_items")
    .select(["id", "quantity"])
    .where("cart_id", "=", cartId)
    .where("product_id", "=", key.productId)
    .where("color", "=", key.color)
    .where("packing", "=", key.packing)
    .executeTakeFirst();
}

/** Adds to a line (created when missing) and answers the line's new quantity. */
export async function addToLine(db: Q, cartId: string, key: LineKey, quantity: number, now: string): Promise<number> {
  const row = await db
    .insertInto("cart_items")
    .values({
      id: newId(),
      cart_id: cartId,
      product_id: key.productId,
      color: key.color,
      packing: key.packing,
      quantity,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(["cart_id", "product_id", "color", "packing"])
        .doUpdateSet((eb) => ({ quantity: eb("cart_items.quantity", "+", eb.ref("excluded.quantity")) })),
    )
    .returning("quantity")
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
}

export async function setLineQuantity(db: Q, lineId: string, quantity: number): Promise<void> {
  await db.updateTable("cart_items").set({ quantity }).where("id", "=", lineId).execute();
}

export async function deleteLine(db: Q, lineId: string): Promise<void> {
  await db.deleteFrom("cart_items").where("id", "=", lineId).execute();
}

/** Every line of a cart as stored, whatever the product's state (for merging). */
export function rawLines(db: Q, cartId: string) {
  return db
    .selectFrom("cart_items")
    .select(["product_id", "color", "packing", "quantity"])
    .where("cart_id", "=", cartId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
