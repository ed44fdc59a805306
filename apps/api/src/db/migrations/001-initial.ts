import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";

/** The whole first schema. Types differ only where the dialects must: timestamps and floats. */
export function initial(dialect: DialectName) {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  const real = dialect === "postgres" ? sql`double precision` : sql`real`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull().defaultTo("customer").check(sql`role in ('customer', 'admin')`))
        .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("users_role_idx").on("users").columns(["role", "created_at"]).execute();
      await db.schema.createIndex("users_created_idx").on("users").column("created_at").execute();

      await db.schema
        .createTable("products")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("brand", "text", (c) => c.notNull())
        .addColumn("sku", "text", (c) => c.notNull().unique())
        .addColumn("ref", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("design", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("collection", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("collection_key", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("name_key", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("count_in_stock", "integer", (c) => c.notNull().check(sql`count_in_stock >= 0`))
        .addColumn("packings", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("technical_sheet", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("features", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("meta_title", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("meta_description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("meta_keywords", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("rating", real, (c) => c.notNull().defaultTo(0))
        .addColumn("num_reviews", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("alt_text", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("units_sold", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      // One index per public sort (always behind the published flag) and per single-valued filter.
      const productIndexes: Array<[string, string[]]> = [
        ["products_newest_idx", ["is_published", "created_at", "id"]],
        ["products_price_idx", ["is_published", "price_cents", "id"]],
        ["products_popularity_idx", ["is_published", "rating", "num_reviews", "id"]],
        ["products_name_idx", ["is_published", "name_key", "id"]],
        ["products_bestseller_idx", ["is_published", "units_sold", "rating"]],
        ["products_brand_idx", ["brand", "is_published", "created_at"]],
        ["products_collection_idx", ["collection_key", "is_published"]],
        ["products_category_idx", ["category", "is_published"]],
        ["products_stock_idx", ["count_in_stock"]],
        ["products_created_idx", ["created_at", "id"]],
      ];
      for (const [name, cols] of productIndexes) {
        await db.schema.createIndex(name).on("products").columns(cols).execute();
      }

      await db.schema
        .createTable("collections")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addUniqueConstraint("collections_brand_key_uq", ["brand", "key"])
        .execute();
      await db.schema.createIndex("collections_key_idx").on("collections").column("key").execute();

      await db.schema
        .createTable("product_images")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("color", "text")
        .addPrimaryKeyConstraint("product_images_pk", ["product_id", "position"])
        .execute();

      await db.schema
        .createTable("product_colors")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("color", "text", (c) => c.notNull())
        .addColumn("color_key", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_colors_pk", ["product_id", "color_key"])
        .execute();
      await db.schema
        .createIndex("product_colors_key_idx")
        .on("product_colors")
        .columns(["color_key", "product_id"])
        .execute();

      await db.schema
        .createTable("product_sizes")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("size", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_sizes_pk", ["product_id", "size"])
        .execute();
      await db.schema
        .createIndex("product_sizes_size_idx")
        .on("product_sizes")
        .columns(["size", "product_id"])
        .execute();

      await db.schema
        .createTable("product_doors")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("door", "text", (c) => c.notNull().check(sql`door in ('indoor', 'outdoor')`))
        .addPrimaryKeyConstraint("product_doors_pk", ["product_id", "door"])
        .execute();
      await db.schema
        .createIndex("product_doors_door_idx")
        .on("product_doors")
        .columns(["door", "product_id"])
        .execute();

      await db.schema
        .createTable("product_categories")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "category"])
        .execute();
      await db.schema
        .createIndex("product_categories_cat_idx")
        .on("product_categories")
        .columns(["category", "product_id"])
        .execute();

      await db.schema
        .createTable("carts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.unique().references("users.id").onDelete("cascade"))
        .addColumn("guest_id", "text", (c) => c.unique())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("cart_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("cart_id", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("color", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("packing", "text", (c) => c.notNull().defaultTo("1"))
        .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addUniqueConstraint("cart_items_line_uq", ["cart_id", "product_id", "color", "packing"])
        .execute();
      await db.schema.createIndex("cart_items_product_idx").on("cart_items").column("product_id").execute();

      await db.schema
        .createTable("orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("reference", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("user_email", "text", (c) => c.notNull())
        .addColumn("shipping_address", "text", (c) => c.notNull())
        .addColumn("payment_method", "text", (c) => c.notNull())
        .addColumn("total_cents", "integer", (c) => c.notNull().check(sql`total_cents >= 0`))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("is_paid", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("paid_at", ts)
        .addColumn("is_delivered", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("delivered_at", ts)
        .addColumn("idempotency_key", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .addUniqueConstraint("orders_idempotency_uq", ["user_id", "idempotency_key"])
        .execute();
      await db.schema.createIndex("orders_user_idx").on("orders").columns(["user_id", "created_at"]).execute();
      await db.schema.createIndex("orders_status_idx").on("orders").columns(["status", "created_at"]).execute();
      await db.schema.createIndex("orders_created_idx").on("orders").column("created_at").execute();

      await db.schema
        .createTable("order_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("product_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("price_cents", "integer", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn("image", "text", (c) => c.notNull())
        .addColumn("color", "text", (c) => c.notNull())
        .addColumn("packing", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("order_items_order_idx")
        .on("order_items")
        .columns(["order_id", "position"])
        .execute();
      await db.schema.createIndex("order_items_product_idx").on("order_items").column("product_id").execute();

      await db.schema
        .createTable("order_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("order_events_order_idx").on("order_events").columns(["order_id", "at"]).execute();

      await db.schema
        .createTable("subscribers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("handled", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("contact_messages_idx")
        .on("contact_messages")
        .columns(["handled", "created_at"])
        .execute();

      await db.schema
        .createTable("order_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "text", (c) => c.notNull())
        .addColumn("product_name", "text", (c) => c.notNull())
        .addColumn("color", "text", (c) => c.notNull())
        .addColumn("packing", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("order_requests_product_idx").on("order_requests").column("product_id").execute();
      await db.schema.createIndex("order_requests_created_idx").on("order_requests").column("created_at").execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
    },
  };
}
