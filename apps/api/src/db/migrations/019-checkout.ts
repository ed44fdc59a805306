import { type Kysely, sql } from "kysely";
import { newId } from "../../lib/ids.js";
import type { DialectName } from "../database.js";

/** İstanbul, the big cities (metropolitan municipalities near the shop's suppliers' routes), the rest, abroad. */
const BIG_CITIES = ["01", "06", "07", "16", "26", "27", "33", "35", "38", "41", "42", "54", "59"];

/**
 * Issue 19 (ADR 1901, 1903, 1904): delivery zones by province, lead times per brand, shoppers'
 * saved addresses. A new shop (and an existing one on upgrade) starts with sensible zones and lead
 * times the owner then changes in /admin/shop.
 */
export function checkout(dialect: DialectName) {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("delivery_zones")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('provinces', 'rest-of-turkey', 'abroad')`))
        .addColumn("fee_cents", "integer", (c) => c.notNull().check(sql`fee_cents >= 0`))
        .addColumn("on_request", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      // A province belongs to one zone at most: the key is the province.
      await db.schema
        .createTable("delivery_zone_provinces")
        .addColumn("province_code", "text", (c) => c.primaryKey())
        .addColumn("zone_id", "text", (c) => c.notNull().references("delivery_zones.id").onDelete("cascade"))
        .execute();
      await db.schema
        .createIndex("delivery_zone_provinces_zone_idx")
        .on("delivery_zone_provinces")
        .column("zone_id")
        .execute();

      // One row per brand with its own lead times; brand "" is the shop's default for every other brand.
      await db.schema
        .createTable("lead_times")
        .addColumn("brand", "text", (c) => c.primaryKey())
        .addColumn("in_stock_min", "integer", (c) => c.notNull())
        .addColumn("in_stock_max", "integer", (c) => c.notNull())
        .addColumn("in_stock_unit", "text", (c) => c.notNull().check(sql`in_stock_unit in ('business-days', 'weeks')`))
        .addColumn("on_order_min", "integer", (c) => c.notNull())
        .addColumn("on_order_max", "integer", (c) => c.notNull())
        .addColumn("on_order_unit", "text", (c) => c.notNull().check(sql`on_order_unit in ('business-days', 'weeks')`))
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("addresses")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("last_name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("country", "text", (c) => c.notNull())
        .addColumn("city", "text", (c) => c.notNull())
        .addColumn("district", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("postal_code", "text", (c) => c.notNull())
        .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("addresses_user_idx").on("addresses").columns(["user_id", "created_at"]).execute();

      const zones = [
        { id: newId(), name: "İstanbul", kind: "provinces", fee_cents: 4_900, on_request: 0, provinces: ["34"] },
        { id: newId(), name: "Big cities", kind: "provinces", fee_cents: 8_900, on_request: 0, provinces: BIG_CITIES },
        {
          id: newId(),
          name: "Rest of Türkiye",
          kind: "rest-of-turkey",
          fee_cents: 12_900,
          on_request: 0,
          provinces: [],
        },
        { id: newId(), name: "Abroad", kind: "abroad", fee_cents: 0, on_request: 1, provinces: [] },
      ];
      const target = db as Kysely<Record<string, Record<string, unknown>>>;
      for (const [position, { provinces, ...zone }] of zones.entries()) {
        await target
          .insertInto("delivery_zones")
          .values({ ...zone, position })
          .execute();
        for (const province_code of provinces) {
          await target.insertInto("delivery_zone_provinces").values({ province_code, zone_id: zone.id }).execute();
        }
      }
      await target
        .insertInto("lead_times")
        .values({
          brand: "",
          in_stock_min: 2,
          in_stock_max: 5,
          in_stock_unit: "business-days",
          on_order_min: 4,
          on_order_max: 6,
          on_order_unit: "weeks",
          position: 0,
        })
        .execute();
    },
  };
}
