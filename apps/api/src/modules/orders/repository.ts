import { centsToAmount } from "@avlu/contract/common";
import type { ConfiguredItem } from "@avlu/contract/configurator";
import { isLanguage, type Language } from "@avlu/contract/languages";
import {
  type AdminOrderPage,
  EMPTY_SHIPPING_ADDRESS,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type ShippingAddress,
} from "@avlu/contract/orders";
import { type Selectable, sql } from "kysely";
import { containsText } from "../../db/contains-text.js";
import type { Q } from "../../db/database.js";
import { newestFirst, newestFirstPage } from "../../db/newest-first.js";
import type { OrderEventsTable, OrderItemsTable, OrderRow } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { parseJson } from "../../lib/json.js";
import { pageCount } from "../../lib/paging.js";
import { withCharges } from "./charges.js";

/*
 * Every SQL statement about orders. Reusable from other modules (the admin dashboard):
 *   - getOrder(db, id)         one order as the API shows it, or undefined
 *   - listOrders(db, query)    the admin page of orders (filter, search, paging), newest first
 *   - loadOrders(db, rows)     order rows -> API orders, items and history in two queries
 *   - salesTotals(db)          order count and revenue of the orders that were not cancelled
 */

const STATUS_RANK = new Map<string, number>(ORDER_STATUSES.map((s, i) => [s, i]));

/** An order line as loadOrders reads it (every column but its own id and position). */
type ItemRow = Omit<Selectable<OrderItemsTable>, "id" | "position">;
type EventRow = Omit<Selectable<OrderEventsTable>, "id">;

/** An order row with its items and status events, as the API shows it (money in dollars). */
export function toOrder(row: OrderRow, items: ItemRow[], events: EventRow[]): Order {
  const history = events
    .map((e) => ({ status: e.status as OrderStatus, at: e.at }))
    // Same-millisecond events keep the natural order of the statuses.
    .sort((a, b) => a.at.localeCompare(b.at) || (STATUS_RANK.get(a.status) ?? 0) - (STATUS_RANK.get(b.status) ?? 0));
  return {
    _id: row.id,
    reference: row.reference,
    user: { _id: row.user_id ?? "", name: row.user_name, email: row.user_email },
    orderItems: items.map((i) => {
      const configuration = configuredItem(i.configuration);
      return {
        productId: i.product_id,
        name: i.name,
        price: centsToAmount(i.price_cents),
        quantity: i.quantity,
        image: i.image,
        color: i.color,
        packing: i.packing,
        sku: i.sku,
        ...(configuration ? { configuration } : {}),
      };
    }),
    shippingAddress: { ...EMPTY_SHIPPING_ADDRESS, ...parseJson<Partial<ShippingAddress>>(row.shipping_address, {}) },
    paymentMethod: row.payment_method as PaymentMethod,
    totalPrice: centsToAmount(row.total_cents),
    // Filled in by loadOrders from order_charges (charges.ts).
    charges: { subtotal: centsToAmount(row.total_cents), delivery: null, vat: { total: 0, groups: [] }, leadTimes: [] },
    status: row.status as OrderStatus,
    statusHistory: history,
    isPaid: row.is_paid === 1,
    paidAt: row.paid_at,
    isDelivered: row.is_delivered === 1,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The configured product an order line keeps (its snapshot as ordered), or undefined for a product line. */
function configuredItem(json: string | null | undefined): ConfiguredItem | undefined {
  if (!json) return undefined;
  const s = parseJson<Partial<ConfiguredItem> | null>(json, null);
  if (!s || typeof s.query !== "string") return undefined;
  return {
    configurator: s.configurator ?? "",
    query: s.query,
    path: s.path ?? "",
    version: s.version ?? 0,
    lines: s.lines ?? [],
    euroCents: s.euroCents ?? 0,
    exchangeRate: s.exchangeRate ?? "",
  };
}

/** Order rows to API orders, keeping their order; items and history of all of them in two queries. */
export async function loadOrders(db: Q, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([
    db
      .selectFrom("order_items")
      .select([
        "order_id",
        "product_id",
        "name",
        "price_cents",
        "quantity",
        "image",
        "color",
        "packing",
        "variant_id",
        "sku",
        "configuration",
      ])
      .where("order_id", "in", ids)
      .orderBy("order_id")
      .orderBy("position")
      .execute(),
    db.selectFrom("order_events").select(["order_id", "status", "at"]).where("order_id", "in", ids).execute(),
  ]);
  const itemsBy = group(items);
  const eventsBy = group(events);
  return withCharges(
    db,
    rows.map((r) => toOrder(r, itemsBy.get(r.id) ?? [], eventsBy.get(r.id) ?? [])),
  );
}

function group<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.order_id) ?? [];
    list.push(r);
    map.set(r.order_id, list);
  }
  return map;
}

export function findOrderRow(db: Q, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The language an order was placed in (its mails and documents are written in it). */
export async function orderLanguage(db: Q, id: string): Promise<Language> {
  const row = await db.selectFrom("orders").select("language").where("id", "=", id).executeTakeFirst();
  return isLanguage(row?.language) ? row.language : "en";
}

/** One order as the API shows it. */
export async function getOrder(db: Q, id: string): Promise<Order | undefined> {
  const row = await findOrderRow(db, id);
  return row ? (await loadOrders(db, [row]))[0] : undefined;
}

export function findByIdempotencyKey(db: Q, userId: string, key: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** A user's own orders, newest first. */
export async function listUserOrders(db: Q, userId: string): Promise<Order[]> {
  const rows = await db.selectFrom("orders").selectAll().where("user_id", "=", userId).$call(newestFirst).execute();
  return loadOrders(db, rows);
}

export interface AdminOrderFilter {
  status?: OrderStatus | undefined;
  /** order reference, customer name or e-mail (case-insensitive, part of it) */
  search?: string | undefined;
  page: number;
  limit: number;
}

/** The admin's page of orders: filtered by status, searched by reference/name/e-mail, newest first. */
export async function listOrders(db: Q, f: AdminOrderFilter): Promise<AdminOrderPage> {
  let qb = db.selectFrom("orders");
  if (f.status) qb = qb.where("status", "=", f.status);
  const term = f.search?.trim();
  if (term) qb = qb.where(containsText(["reference", "user_name", "user_email"], term));
  const [count, rows] = await Promise.all([
    qb.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    newestFirstPage(qb.selectAll(), { limit: f.limit, offset: (f.page - 1) * f.limit }).execute(),
  ]);
  const total = Number(count.n);
  return {
    orders: await loadOrders(db, rows),
    total,
    page: f.page,
    pages: pageCount(total, f.limit),
    limit: f.limit,
  };
}

/** Number of orders and revenue (cents) of every order that was not cancelled. */
export async function salesTotals(db: Q): Promise<{ orders: number; revenueCents: number }> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("total_cents").as("cents")])
    .where("status", "!=", "Cancelled")
    .executeTakeFirstOrThrow();
  return { orders: Number(row.n), revenueCents: Number(row.cents ?? 0) };
}

/* ------------------------------------------------------------------ writes */

/**
 * The first step of every stock change of a product (ADR 1700): updates the product row (its units
 * sold), which locks it on PostgreSQL, so concurrent orders, cancellations and admin edits of one
 * product's variants queue here in product-id order and cannot deadlock. Undefined when the
 * product is no longer sold.
 */
export async function lockProductForSale(
  db: Q,
  productId: string,
  quantity: number,
): Promise<{ name: string } | undefined> {
  return db
    .updateTable("products")
    .set((eb) => ({ units_sold: eb("units_sold", "+", quantity) }))
    .where("id", "=", productId)
    .where("is_published", "=", 1)
    .returning(["name"])
    .executeTakeFirst();
}

/**
 * Takes `quantity` units of a variant if (and only if) that many remain: one conditional UPDATE,
 * so concurrent orders can never sell more than a colour's stock (the product's sum follows by
 * trigger). Answers the SKU, price and units left (0: this order sold it out), or undefined.
 */
export async function takeVariantStock(
  db: Q,
  variantId: string,
  quantity: number,
): Promise<{ sku: string; price_cents: number; count_in_stock: number } | undefined> {
  return db
    .updateTable("product_variants")
    .set((eb) => ({
      count_in_stock: eb("count_in_stock", "-", quantity),
      units_sold: eb("units_sold", "+", quantity),
    }))
    .where("id", "=", variantId)
    .where("count_in_stock", ">=", quantity)
    .returning(["sku", "price_cents", "count_in_stock"])
    .executeTakeFirst();
}

export async function variantStockOf(db: Q, variantId: string): Promise<number> {
  const row = await db
    .selectFrom("product_variants")
    .select("count_in_stock")
    .where("id", "=", variantId)
    .executeTakeFirst();
  return row?.count_in_stock ?? 0;
}

/**
 * Puts an order's units back on the variants they came from (issue 17), product by product in id
 * order like taking them. A line older than variants goes back on its product's first variant;
 * variants and products deleted since are skipped.
 */
export async function restock(db: Q, orderId: string): Promise<void> {
  const items = await db
    .selectFrom("order_items")
    .select(["product_id", "variant_id", (eb) => eb.fn.sum<number>("quantity").as("q")])
    .where("order_id", "=", orderId)
    .groupBy(["product_id", "variant_id"])
    .orderBy("product_id")
    .orderBy("variant_id")
    .execute();
  const byProduct = new Map<string, Array<{ variantId: string | null; q: number }>>();
  for (const item of items) {
    const list = byProduct.get(item.product_id) ?? [];
    list.push({ variantId: item.variant_id, q: Number(item.q) });
    byProduct.set(item.product_id, list);
  }
  for (const [productId, lines] of byProduct) {
    const total = lines.reduce((n, l) => n + l.q, 0);
    const product = await db
      .updateTable("products")
      .set({ units_sold: sql<number>`case when units_sold >= ${total} then units_sold - ${total} else 0 end` })
      .where("id", "=", productId)
      .returning("id")
      .executeTakeFirst();
    if (!product) continue;
    for (const { variantId, q } of lines) {
      const target =
        variantId ??
        (
          await db
            .selectFrom("product_variants")
            .select("id")
            .where("product_id", "=", productId)
            .orderBy("position")
            .executeTakeFirst()
        )?.id;
      if (!target) continue;
      await db
        .updateTable("product_variants")
        .set((eb) => ({
          count_in_stock: eb("count_in_stock", "+", q),
          units_sold: sql<number>`case when units_sold >= ${q} then units_sold - ${q} else 0 end`,
        }))
        .where("id", "=", target)
        .execute();
    }
  }
}

export interface NewOrder {
  id: string;
  reference: string;
  /** null: a guest order (ADR 1907) */
  userId: string | null;
  userName: string;
  userEmail: string;
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  totalCents: number;
  idempotencyKey: string | null;
  /** The language the shopper used (the order's mails are written in it). */
  language: string;
  now: string;
  /** A product line may leave out `configuration` (null: the column's default). */
  items: Array<Omit<ItemRow, "order_id" | "configuration"> & Partial<Pick<ItemRow, "configuration">>>;
}

export async function insertOrder(db: Q, o: NewOrder): Promise<void> {
  await db
    .insertInto("orders")
    .values({
      id: o.id,
      reference: o.reference,
      user_id: o.userId,
      user_name: o.userName,
      user_email: o.userEmail,
      shipping_address: JSON.stringify(o.shippingAddress),
      payment_method: o.paymentMethod,
      total_cents: o.totalCents,
      status: "Pending",
      is_paid: 0,
      paid_at: null,
      is_delivered: 0,
      delivered_at: null,
      idempotency_key: o.idempotencyKey,
      language: o.language,
      created_at: o.now,
      updated_at: o.now,
    })
    .execute();
  await db
    .insertInto("order_items")
    .values(o.items.map((item, position) => ({ id: newId(), order_id: o.id, position, ...item })))
    .execute();
  await addEvent(db, o.id, "Pending", o.now);
}

export async function addEvent(db: Q, orderId: string, status: OrderStatus, at: string): Promise<void> {
  await db.insertInto("order_events").values({ id: newId(), order_id: orderId, status, at }).execute();
}

export interface OrderPatch {
  status?: OrderStatus;
  is_paid?: number;
  paid_at?: string | null;
  is_delivered?: number;
  delivered_at?: string | null;
}

/**
 * Applies a change only if the order is still as it was read (status and paid flag): answers
 * false when someone else changed it in between, so a status change and its stock effects happen once.
 */
export async function updateIfUnchanged(
  db: Q,
  row: Pick<OrderRow, "id" | "status" | "is_paid">,
  patch: OrderPatch,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable("orders")
    .set({ ...patch, updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where("is_paid", "=", row.is_paid)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteIfUnchanged(db: Q, row: Pick<OrderRow, "id" | "status">): Promise<boolean> {
  const res = await db
    .deleteFrom("orders")
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
