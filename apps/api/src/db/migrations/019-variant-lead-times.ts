import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";

/**
 * Issue 19 (ADR 1910): lead times per variant. The owner names a variant by its SKU (unique over
 * all variants, ADR 1700), says whether the shop keeps it in stock or orders it from the maker, and
 * may give it a window of its own for that case; every other variant follows its brand's pair.
 */
export function variantLeadTimes(_dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("variant_lead_times")
        .addColumn("sku", "text", (c) => c.primaryKey())
        .addColumn("availability", "text", (c) => c.notNull().check(sql`availability in ('in-stock', 'on-order')`))
        // The variant's own window for that availability, or null: its brand's (or the default) applies.
        .addColumn("window_min", "integer")
        .addColumn("window_max", "integer")
        .addColumn("window_unit", "text", (c) =>
          c.check(sql`window_unit is null or window_unit in ('business-days', 'weeks')`),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
    },
  };
}
