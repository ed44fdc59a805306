import type { CartLine } from "@avlu/contract/cart";
import { MAX_LINE_QUANTITY } from "@avlu/contract/cart";
import { centsToAmount } from "@avlu/contract/common";
import type { ConfiguredItem } from "@avlu/contract/configurator";
import { configurationLines } from "@avlu/contract/configurator-messages";
import { configuratorPagePath } from "@avlu/contract/configurator-model";
import { type Quote, quoteConfiguration } from "@avlu/contract/configurator-price";
import { parseConfiguration, resolveConfiguration } from "@avlu/contract/configurator-rules";
import type { Q } from "../../db/database.js";
import { newId } from "../../lib/ids.js";
import { type ConfiguratorRecord, findById } from "../configurator/repository.js";

/*
 * Configured products in carts (issue 21, ADR 2105). A line stores the configurator and the
 * canonical query of the configuration, never a price: every read and the checkout price it again
 * with the configurator's current version, and a configuration that version no longer offers as
 * stored (an option withdrawn, a rule changed) is left out of the cart like a product no longer sold.
 */

export interface ConfiguredRow {
  id: string;
  cartId: string;
  configuratorId: string;
  query: string;
  quantity: number;
}

export async function configuredRows(db: Q, cartId: string): Promise<ConfiguredRow[]> {
  const rows = await db
    .selectFrom("cart_configured_lines")
    .select(["id", "cart_id", "configurator_id", "query", "quantity"])
    .where("cart_id", "=", cartId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    cartId: r.cart_id,
    configuratorId: r.configurator_id,
    query: r.query,
    quantity: r.quantity,
  }));
}

export async function findConfigured(db: Q, cartId: string, lineId: string): Promise<ConfiguredRow | undefined> {
  return (await configuredRows(db, cartId)).find((r) => r.id === lineId);
}

/** Adds `quantity` of a configuration (the same one adds up, at most MAX_LINE_QUANTITY); the line's new quantity. */
export async function addConfigured(
  db: Q,
  line: { cartId: string; configuratorId: string; query: string; quantity: number },
  now: string,
): Promise<number> {
  const existing = await db
    .selectFrom("cart_configured_lines")
    .select(["id", "quantity"])
    .where("cart_id", "=", line.cartId)
    .where("configurator_id", "=", line.configuratorId)
    .where("query", "=", line.query)
    .executeTakeFirst();
  if (existing) {
    const quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
    await setConfiguredQuantity(db, existing.id, quantity);
    return quantity;
  }
  await db
    .insertInto("cart_configured_lines")
    .values({
      id: newId(),
      cart_id: line.cartId,
      configurator_id: line.configuratorId,
      query: line.query,
      quantity: line.quantity,
      created_at: now,
    })
    .execute();
  return line.quantity;
}

export async function setConfiguredQuantity(db: Q, lineId: string, quantity: number): Promise<void> {
  await db.updateTable("cart_configured_lines").set({ quantity }).where("id", "=", lineId).execute();
}

export async function deleteConfigured(db: Q, lineId: string): Promise<void> {
  await db.deleteFrom("cart_configured_lines").where("id", "=", lineId).execute();
}

export async function emptyConfigured(db: Q, cartId: string): Promise<void> {
  await db.deleteFrom("cart_configured_lines").where("cart_id", "=", cartId).execute();
}

/** A guest's configured lines join the user's cart (same configurations add up). */
export async function mergeConfigured(db: Q, fromCartId: string, toCartId: string, now: string): Promise<void> {
  for (const row of await configuredRows(db, fromCartId)) {
    await addConfigured(db, { ...row, cartId: toCartId }, now);
  }
}

/** A stored configuration priced with the configurator's current version; undefined when not offered as stored. */
export interface PricedConfiguration {
  record: ConfiguratorRecord;
  item: ConfiguredItem;
  quote: Quote;
  /** The price of one in the shop's currency (cents): the euro total converted once at the rate. */
  shopCents: number;
}

export function priceConfiguration(
  record: ConfiguratorRecord | undefined,
  query: string,
): PricedConfiguration | undefined {
  if (!record?.published) return undefined;
  const def = record.definition;
  const { configuration, notes } = resolveConfiguration(def, parseConfiguration(def, new URLSearchParams(query)));
  if (notes.length > 0) return undefined;
  const quote = quoteConfiguration(def, configuration);
  return {
    record,
    quote,
    shopCents: quote.shopTotalCents,
    item: {
      configurator: record.slug,
      query,
      path: `${configuratorPagePath(record.slug)}?${query}`,
      version: record.version,
      lines: configurationLines(def, configuration, "en").map(({ label, value }) => ({ label, value })),
      euroCents: quote.totalCents,
      exchangeRate: quote.exchangeRate,
    },
  };
}

/** The configurators of some rows, read once each. */
export async function recordsOf(
  db: Q,
  rows: readonly ConfiguredRow[],
): Promise<Map<string, ConfiguratorRecord | undefined>> {
  const records = new Map<string, ConfiguratorRecord | undefined>();
  for (const id of new Set(rows.map((r) => r.configuratorId))) records.set(id, await findById(db, id));
  return records;
}

/** The cart's configured lines as the API shows them (each priced now), and their total in shop cents. */
export async function configuredCartLines(db: Q, cartId: string): Promise<{ lines: CartLine[]; totalCents: number }> {
  const rows = await configuredRows(db, cartId);
  if (rows.length === 0) return { lines: [], totalCents: 0 };
  const records = await recordsOf(db, rows);
  const lines: CartLine[] = [];
  let totalCents = 0;
  for (const row of rows) {
    const priced = priceConfiguration(records.get(row.configuratorId), row.query);
    if (!priced) continue;
    totalCents += priced.shopCents * row.quantity;
    lines.push({
      _id: row.id,
      productId: row.configuratorId,
      name: priced.record.definition.name,
      image: "",
      price: centsToAmount(priced.shopCents),
      color: "",
      packing: "1",
      sku: "",
      quantity: row.quantity,
      // Made to order: no stock to run out of, only the per-line limit.
      countInStock: MAX_LINE_QUANTITY,
      configuration: priced.item,
    });
  }
  return { lines, totalCents };
}
