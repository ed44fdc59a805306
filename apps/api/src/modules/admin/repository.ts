import type { ContactMessage, Subscriber } from "@avlu/contract/admin";
import { type RawBuilder, type Selectable, sql } from "kysely";
import { containsText } from "../../db/contains-text.js";
import type { Db, DialectName, Q } from "../../db/database.js";
import { newestFirst, newestFirstPage } from "../../db/newest-first.js";
import type { ContactMessagesTable } from "../../db/schema.js";
import { namesOf as configuratorNames } from "../configurator/repository.js";

/* ------------------------------------------------------------------ helpers */

const num = (v: unknown): number => Number(v ?? 0);

/** The UTC calendar day (YYYY-MM-DD) of a timestamp column, the same text on both dialects. */
function utcDay(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/* ------------------------------------------------------------------ dashboard */

export interface StatusTotalsRow {
  status: string;
  orders: number;
  cents: number;
  paidCents: number;
  /** VAT contained in `cents`, as stored with each order (ADR 1902, 1906). */
  vatCents: number;
}

/** Orders, total, paid total and VAT contained per status (one pass over the orders and their charges). */
export async function orderStatusTotals(db: Q): Promise<StatusTotalsRow[]> {
  const rows = await db
    .selectFrom("orders")
    .leftJoin("order_charges", "order_charges.order_id", "orders.id")
    .select((eb) => [
      "orders.status",
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>("orders.total_cents").as("cents"),
      eb.fn.sum<number>(sql`case when orders.is_paid = 1 then orders.total_cents else 0 end`).as("paid_cents"),
      eb.fn.sum<number>(sql`coalesce(order_charges.vat_cents, 0)`).as("vat_cents"),
    ])
    .groupBy("orders.status")
    .execute();
  return rows.map((r) => ({
    status: r.status,
    orders: num(r.orders),
    cents: num(r.cents),
    paidCents: num(r.paid_cents),
    vatCents: num(r.vat_cents),
  }));
}

export interface DayRow {
  day: string;
  orders: number;
  cents: number;
  vatCents: number;
}

/** Revenue (and the VAT in it) and order count per UTC day since `sinceIso`, for orders in the given statuses. */
export async function revenuePerDay(db: Db, sinceIso: string, statuses: readonly string[]): Promise<DayRow[]> {
  const day = utcDay(db.dialect, "orders.created_at");
  const rows = await db.kysely
    .selectFrom("orders")
    .leftJoin("order_charges", "order_charges.order_id", "orders.id")
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>("orders.total_cents").as("cents"),
      eb.fn.sum<number>(sql`coalesce(order_charges.vat_cents, 0)`).as("vat_cents"),
    ])
    .where("orders.created_at", ">=", sinceIso)
    .where("orders.status", "in", [...statuses])
    .groupBy(day)
    .execute();
  return rows.map((r) => ({
    day: String(r.day),
    orders: num(r.orders),
    cents: num(r.cents),
    vatCents: num(r.vat_cents),
  }));
}

export async function productCounts(db: Q, lowStockThreshold: number) {
  const row = await db
    .selectFrom("products")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>("is_published").as("published"),
      eb.fn.sum<number>(sql`case when count_in_stock = 0 then 1 else 0 end`).as("out_of_stock"),
    ])
    .executeTakeFirstOrThrow();
  // Low stock is counted per variant (issue 17): a sold-out colour of a well-stocked chair is low.
  const low = await db
    .selectFrom("product_variants")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("count_in_stock", "<=", lowStockThreshold)
    .executeTakeFirstOrThrow();
  const total = num(row.total);
  const published = num(row.published);
  return {
    total,
    published,
    unpublished: total - published,
    outOfStock: num(row.out_of_stock),
    lowStock: num(low.n),
  };
}

export async function userCounts(db: Q) {
  const rows = await db
    .selectFrom("users")
    .select((eb) => ["role", eb.fn.countAll<number>().as("n")])
    .groupBy("role")
    .execute();
  const by = new Map(rows.map((r) => [r.role, num(r.n)]));
  const admins = by.get("admin") ?? 0;
  const customers = by.get("customer") ?? 0;
  return { total: admins + customers, admins, customers };
}

export async function countSubscribers(db: Q): Promise<number> {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

export async function countUnhandledMessages(db: Q): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("handled", "=", 0)
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** Main picture (position 0) of each product. */
async function mainImages(db: Q, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("product_images")
    .select(["product_id", "url"])
    .where("product_id", "in", ids)
    .where("position", "=", 0)
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.url]));
}

/** Variants at or under the threshold, emptiest first (served by product_variants_stock_idx). */
export async function lowStockProducts(db: Q, threshold: number, limit: number) {
  const rows = await db
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select([
      "p.id",
      "v.id as variant_id",
      "p.name",
      "v.sku",
      "v.color",
      "v.packing",
      "p.brand",
      "v.count_in_stock",
      "p.is_published",
    ])
    .where("v.count_in_stock", "<=", threshold)
    .orderBy("v.count_in_stock", "asc")
    .orderBy("p.name_key", "asc")
    .orderBy("v.position")
    .orderBy("v.id")
    .limit(limit)
    .execute();
  const images = await mainImages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    variantId: r.variant_id,
    name: r.name,
    sku: r.sku,
    color: r.color,
    packing: r.packing,
    brand: r.brand,
    countInStock: r.count_in_stock,
    isPublished: r.is_published === 1,
    image: images.get(r.id) ?? "",
  }));
}

/** WhatsApp / e-mail order requests since `sinceIso`, grouped by product, most requested first. */
export async function topRequestedProducts(db: Q, sinceIso: string, limit: number) {
  const rows = await db
    .selectFrom("order_requests")
    .select((eb) => [
      "product_id",
      eb.fn.countAll<number>().as("requests"),
      eb.fn.sum<number>(sql`case when channel = 'whatsapp' then 1 else 0 end`).as("whatsapp"),
      eb.fn.sum<number>(sql`case when channel = 'mail' then 1 else 0 end`).as("mail"),
      eb.fn.max("created_at").as("last_at"),
      eb.fn.max("product_name").as("product_name"),
    ])
    .where("created_at", ">=", sinceIso)
    .groupBy("product_id")
    .orderBy("requests", "desc")
    .orderBy("last_at", "desc")
    .orderBy("product_id")
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.product_id);
  const [products, images] = await Promise.all([
    ids.length
      ? db.selectFrom("products").select(["id", "name"]).where("id", "in", ids).execute()
      : Promise.resolve([]),
    mainImages(db, ids),
  ]);
  const names = new Map(products.map((p) => [p.id, p.name]));
  // Requests for a configured product carry the configurator's id (issue 21).
  const configurators = await configuratorNames(
    db,
    ids.filter((id) => !names.has(id)),
  );
  return rows.map((r) => ({
    productId: r.product_id,
    kind: configurators.has(r.product_id) ? ("configurator" as const) : ("product" as const),
    name: names.get(r.product_id) ?? configurators.get(r.product_id) ?? String(r.product_name ?? ""),
    image: images.get(r.product_id) ?? "",
    exists: names.has(r.product_id) || configurators.has(r.product_id),
    requests: num(r.requests),
    whatsapp: num(r.whatsapp),
    mail: num(r.mail),
    lastRequestedAt: String(r.last_at),
  }));
}

/** The newest orders with their number of items. */
export async function latestOrders(db: Q, limit: number) {
  const rows = await db
    .selectFrom("orders")
    .select(["id", "reference", "user_name", "total_cents", "status", "is_paid", "created_at"])
    .$call(newestFirst)
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .selectFrom("order_items")
        .select((eb) => ["order_id", eb.fn.sum<number>("quantity").as("n")])
        .where("order_id", "in", ids)
        .groupBy("order_id")
        .execute()
    : [];
  const items = new Map(counts.map((c) => [c.order_id, num(c.n)]));
  return rows.map((r) => ({ ...r, item_count: items.get(r.id) ?? 0 }));
}

/* ------------------------------------------------------------------ contact inbox */

function toContactMessage(r: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    handled: r.handled === 1,
    createdAt: r.created_at,
  };
}

export async function listContactMessages(
  db: Q,
  opts: { handled?: boolean | undefined; limit: number; offset: number },
): Promise<{ messages: ContactMessage[]; total: number }> {
  let base = db.selectFrom("contact_messages");
  if (opts.handled !== undefined) base = base.where("handled", "=", opts.handled ? 1 : 0);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      // Open messages first, then newest first (served by contact_messages_idx).
      .orderBy("handled", "asc")
      .$call((qb) => newestFirstPage(qb, opts))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { messages: rows.map(toContactMessage), total: num(count.n) };
}

export async function setMessageHandled(db: Q, id: string, handled: boolean): Promise<ContactMessage | undefined> {
  await db
    .updateTable("contact_messages")
    .set({ handled: handled ? 1 : 0 })
    .where("id", "=", id)
    .execute();
  const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toContactMessage(row) : undefined;
}

/* ------------------------------------------------------------------ newsletter subscribers */

export async function listSubscribers(
  db: Q,
  opts: { search?: string | undefined; limit: number; offset: number },
): Promise<{ subscribers: Subscriber[]; total: number }> {
  let base = db.selectFrom("subscribers");
  if (opts.search) base = base.where(containsText(["email"], opts.search));
  const [rows, count] = await Promise.all([
    base
      .select(["id", "email", "created_at"])
      .$call((qb) => newestFirstPage(qb, opts))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    subscribers: rows.map((r) => ({ _id: r.id, email: r.email, createdAt: r.created_at })),
    total: num(count.n),
  };
}

/** Every subscriber, oldest first, `batch` at a time (exports never hold the whole list in memory). */
export async function* allSubscribers(db: Q, batch = 1000): AsyncGenerator<Subscriber[]> {
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let qb = db.selectFrom("subscribers").select(["id", "email", "created_at"]);
    if (after) {
      const a = after;
      qb = qb.where((eb) =>
        eb.or([
          eb("created_at", ">", a.created_at),
          eb.and([eb("created_at", "=", a.created_at), eb("id", ">", a.id)]),
        ]),
      );
    }
    const rows = await qb.orderBy("created_at").orderBy("id").limit(batch).execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({ _id: r.id, email: r.email, createdAt: r.created_at }));
    const last = rows[rows.length - 1];
    if (!last || rows.length < batch) return;
    after = { created_at: last.created_at, id: last.id };
  }
}
