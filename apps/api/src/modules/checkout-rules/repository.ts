import {
  type CheckoutRules,
  DEFAULT_LEAD_TIMES,
  DEFAULT_VAT_RULES,
  type DeliveryRules,
  type DeliveryRulesInput,
  type LeadTimePair,
  type LeadTimeRules,
  type VatRules,
} from "@avlu/contract/checkout";
import { centsToAmount } from "@avlu/contract/common";
import type { VariantLeadTime } from "@avlu/contract/lead-time";
import type { ZodType } from "zod";
import { z } from "zod";
import type { Q, Tx } from "../../db/database.js";
import type { LeadTimesTable } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import { parseJson } from "../../lib/json.js";

/*
 * The owner's delivery, VAT and lead-time rules (ADR 1901–1903). Zones and lead times are rows
 * (migration 019); the free-delivery threshold, the assembly service and VAT rates are small
 * documents in the settings table, like the shop's other settings.
 */

const DELIVERY_OPTIONS_KEY = "delivery";
const VAT_KEY = "vat";

const deliveryOptionsSchema = z.object({
  freeDeliveryThresholdCents: z.number().int().nullable(),
  assembly: z.object({ available: z.boolean(), priceCents: z.number().int() }),
});
type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;
const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  freeDeliveryThresholdCents: 150_000,
  assembly: { available: true, priceCents: 7_900 },
};
const vatDocSchema = z.object({ rate: z.number(), categoryRates: z.record(z.string(), z.number()) });

async function readDoc<T>(db: Q, key: string, schema: ZodType<T>, fallback: T): Promise<T> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  const parsed = schema.safeParse(parseJson<unknown>(row?.value, undefined));
  return parsed.success ? parsed.data : fallback;
}

async function writeDoc(db: Q, key: string, doc: unknown, now: string): Promise<void> {
  const value = JSON.stringify(doc);
  await db
    .insertInto("settings")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/* ------------------------------------------------------------------ delivery */

export async function getDeliveryRules(db: Q): Promise<DeliveryRules> {
  const zones = await db.selectFrom("delivery_zones").selectAll().orderBy("position").execute();
  const provinces = await db
    .selectFrom("delivery_zone_provinces")
    .select(["zone_id", "province_code"])
    .orderBy("province_code")
    .execute();
  const options = await readDoc(db, DELIVERY_OPTIONS_KEY, deliveryOptionsSchema, DEFAULT_DELIVERY_OPTIONS);
  return {
    zones: zones.map((z) => ({
      id: z.id,
      name: z.name,
      kind: z.kind,
      provinces: provinces.filter((p) => p.zone_id === z.id).map((p) => p.province_code),
      fee: centsToAmount(z.fee_cents),
      onRequest: z.on_request === 1,
    })),
    freeDeliveryThreshold:
      options.freeDeliveryThresholdCents === null ? null : centsToAmount(options.freeDeliveryThresholdCents),
    assembly: { available: options.assembly.available, price: centsToAmount(options.assembly.priceCents) },
  };
}

const toCents = (amount: number) => Math.round(amount * 100);

/** Replaces the whole rule set in one transaction (the input is already checked: one zone per province). */
export async function replaceDeliveryRules(tx: Tx, rules: DeliveryRulesInput, now: string): Promise<void> {
  await tx.deleteFrom("delivery_zone_provinces").execute();
  await tx.deleteFrom("delivery_zones").execute();
  for (const [position, zone] of rules.zones.entries()) {
    const id = newId();
    await tx
      .insertInto("delivery_zones")
      .values({
        id,
        name: zone.name,
        kind: zone.kind,
        fee_cents: toCents(zone.fee),
        on_request: zone.onRequest ? 1 : 0,
        position,
      })
      .execute();
    if (zone.provinces.length > 0) {
      await tx
        .insertInto("delivery_zone_provinces")
        .values(zone.provinces.map((province_code) => ({ province_code, zone_id: id })))
        .execute();
    }
  }
  const options: DeliveryOptions = {
    freeDeliveryThresholdCents: rules.freeDeliveryThreshold === null ? null : toCents(rules.freeDeliveryThreshold),
    assembly: { available: rules.assembly.available, priceCents: toCents(rules.assembly.price) },
  };
  await writeDoc(tx, DELIVERY_OPTIONS_KEY, options, now);
}

/* ------------------------------------------------------------------ VAT */

export function getVatRules(db: Q): Promise<VatRules> {
  return readDoc(db, VAT_KEY, vatDocSchema, DEFAULT_VAT_RULES);
}

export async function putVatRules(db: Q, rules: VatRules, now: string): Promise<void> {
  await writeDoc(db, VAT_KEY, rules, now);
}

/* ------------------------------------------------------------------ lead times */

const pairOf = (r: LeadTimesTable): LeadTimePair => ({
  inStock: { min: r.in_stock_min, max: r.in_stock_max, unit: r.in_stock_unit },
  onOrder: { min: r.on_order_min, max: r.on_order_max, unit: r.on_order_unit },
});

export async function getLeadTimeRules(db: Q): Promise<LeadTimeRules & { variants: VariantLeadTime[] }> {
  const [rows, variants] = await Promise.all([
    db.selectFrom("lead_times").selectAll().orderBy("position").execute(),
    db.selectFrom("variant_lead_times").selectAll().orderBy("position").execute(),
  ]);
  const fallback = rows.find((r) => r.brand === "");
  return {
    default: fallback ? pairOf(fallback) : DEFAULT_LEAD_TIMES.default,
    brands: rows.filter((r) => r.brand !== "").map((r) => ({ brand: r.brand, ...pairOf(r) })),
    variants: variants.map((v) => ({
      sku: v.sku,
      availability: v.availability,
      window:
        v.window_unit && v.window_min !== null && v.window_max !== null
          ? { min: v.window_min, max: v.window_max, unit: v.window_unit }
          : null,
    })),
  };
}

/** The SKUs of `skus` that no variant has. */
export async function unknownSkus(db: Q, skus: readonly string[]): Promise<string[]> {
  const known = new Set<string>();
  for (let i = 0; i < skus.length; i += 500) {
    const rows = await db
      .selectFrom("product_variants")
      .select("sku")
      .where("sku", "in", skus.slice(i, i + 500))
      .execute();
    for (const r of rows) known.add(r.sku);
  }
  return skus.filter((s) => !known.has(s));
}

/** Replaces the lead times; the variant list only when `variants` is given (ADR 1910). */
export async function replaceLeadTimeRules(tx: Tx, rules: LeadTimeRules): Promise<void> {
  if (rules.variants) {
    await tx.deleteFrom("variant_lead_times").execute();
    const rows = rules.variants.map((v, position) => ({
      sku: v.sku,
      availability: v.availability,
      window_min: v.window?.min ?? null,
      window_max: v.window?.max ?? null,
      window_unit: v.window?.unit ?? null,
      position,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await tx
        .insertInto("variant_lead_times")
        .values(rows.slice(i, i + 200))
        .execute();
    }
  }
  await tx.deleteFrom("lead_times").execute();
  const rows = [{ brand: "", ...rules.default }, ...rules.brands].map((r, position) => ({
    brand: r.brand,
    in_stock_min: r.inStock.min,
    in_stock_max: r.inStock.max,
    in_stock_unit: r.inStock.unit,
    on_order_min: r.onOrder.min,
    on_order_max: r.onOrder.max,
    on_order_unit: r.onOrder.unit,
    position,
  }));
  await tx.insertInto("lead_times").values(rows).execute();
}

/* ------------------------------------------------------------------ all together */

export async function getCheckoutRules(db: Q): Promise<CheckoutRules> {
  const [delivery, vat, leadTimes] = await Promise.all([getDeliveryRules(db), getVatRules(db), getLeadTimeRules(db)]);
  return { delivery, vat, leadTimes };
}
