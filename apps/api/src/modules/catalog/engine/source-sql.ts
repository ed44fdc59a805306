import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../../db/database.js";
import type { Selection } from "./source.js";

/** Columns the index reads as they are (besides the lists and the listing JSON). */
const PLAIN_COLUMNS = [
  "id",
  "name",
  "description",
  "technical_sheet",
  "price_cents",
  "count_in_stock",
  "created_at",
  "updated_at",
  "rating",
  "num_reviews",
  "units_sold",
  "name_key",
  "brand",
  "collection",
  "collection_key",
  "category",
  "is_published",
  "design",
  "sku",
  "ref",
  "is_featured",
  "alt_text",
];
const PLAIN = sql.raw(PLAIN_COLUMNS.map((c) => `p.${c}`).join(", "));

/** The same columns for PostgreSQL, where price_cents is read as the lowest variant price instead. */
const PLAIN_PG = sql.raw(
  PLAIN_COLUMNS.filter((c) => c !== "price_cents")
    .map((c) => `p.${c}`)
    .join(", "),
);

function where(selection: Selection): RawBuilder<unknown> {
  if ("ids" in selection) return sql`where p.id in (${sql.join([...selection.ids])})`;
  const bounds = [
    ...(selection.after === null ? [] : [sql`p.id > ${selection.after}`]),
    ...(selection.upTo === null ? [] : [sql`p.id <= ${selection.upTo}`]),
  ];
  return bounds.length === 0 ? sql`` : sql`where ${sql.join(bounds, sql` and `)}`;
}

/**
 * The products of a selection with their relations and their listing JSON, written by the
 * database: the same fields, order and values as toSummary() (repository.ts) — the engine tests
 * compare the two on both databases. Keep them in step when the summary changes. SQLite hands the
 * JSON over as UTF-8 bytes (a blob): the read worker moves them to the main thread in one buffer
 * and the listing store copies them as they are (ADR 1507).
 */
export function indexQuery(db: Db, selection: Selection): RawBuilder<unknown> {
  return db.dialect === "postgres" ? postgres(selection) : sqlite(selection);
}

function sqlite(selection: Selection): RawBuilder<unknown> {
  // Relations once per product (a materialised CTE), then used by both the lists and the JSON.
  // The categories and the shown price are written out twice rather than through a second
  // materialised CTE: copying every row again cost more than the repetition (6 % of the read).
  const categories = sql.raw("(case when cats = '[]' then json_array(category) else json(cats) end)");
  const shownCents = sql.raw("coalesce(lowest_cents, price_cents)");
  return sql`with x as materialized (
    select ${PLAIN},
      (select json_group_array(json_object('url', url, 'color', color))
         from (select url, color from product_images i where i.product_id = p.id order by position)) as images,
      (select json_group_array(color)
         from (select color from product_colors c where c.product_id = p.id order by position)) as colors,
      (select json_group_array(size)
         from (select size from product_sizes c where c.product_id = p.id order by position)) as sizes,
      (select json_group_array(door)
         from (select door from product_doors c where c.product_id = p.id order by door)) as doors,
      (select json_group_array(category)
         from (select category from product_categories c where c.product_id = p.id order by position)) as cats,
      (select json_group_array(json_object('_id', id, 'color', color, 'packing', packing, 'sku', sku,
           'price', price_cents / 100.0, 'countInStock', count_in_stock))
         from (select id, color, packing, sku, price_cents, count_in_stock from product_variants v
           where v.product_id = p.id order by position)) as variants,
      (select min(price_cents) from product_variants v where v.product_id = p.id) as lowest_cents,
      (select json_group_array(color) from (select c.color from product_colors c where c.product_id = p.id
         and exists (select 1 from product_variants v where v.product_id = p.id and v.color_key = c.color_key)
         order by c.position)) as sold_colors,
      (select json_group_array(sku) from (select sku from product_variants v where v.product_id = p.id
         order by position)) as variant_skus,
      (select json_group_array(json_array(description, technical_sheet)) from product_texts t
         where t.product_id = p.id) as texts
    from products p ${where(selection)}
  )
  select id, name, description, technical_sheet, ${shownCents} as price_cents, count_in_stock, created_at, updated_at, rating,
    num_reviews, units_sold, name_key, brand, collection, collection_key, category, is_published, design, sku, ref, texts,
    json_array(json(sold_colors), json(sizes), json(doors), ${categories}, json(variant_skus)) as lists,
    cast(json_object('_id', id, 'name', name, 'description', description, 'price', ${shownCents} / 100.0,
      'category', category, 'categories', ${categories}, 'brand', brand, 'collection', collection,
      'sku', sku, 'ref', ref, 'design', design, 'images', json(images), 'colors', json(colors),
      'sizes', json(sizes), 'door', json(doors), 'countInStock', count_in_stock, 'rating', rating,
      'numReviews', num_reviews,
      'isFeatured', json(case when is_featured = 1 then 'true' else 'false' end),
      'isPublished', json(case when is_published = 1 then 'true' else 'false' end),
      'altText', alt_text, 'createdAt', created_at, 'variants', json(variants)) as blob) as summary
  from x order by id`;
}

function postgres(selection: Selection): RawBuilder<unknown> {
  return sql`select ${PLAIN_PG}, coalesce(r.lowest_cents, p.price_cents) as price_cents, r.lists::text as lists,
    r.texts::text as texts,
    json_build_object('_id', p.id, 'name', p.name, 'description', p.description,
      'price', coalesce(r.lowest_cents, p.price_cents)::float8 / 100, 'category', p.category, 'categories', r.categories,
      'brand', p.brand, 'collection', p.collection, 'sku', p.sku, 'ref', p.ref, 'design', p.design,
      'images', r.images, 'colors', r.colors, 'sizes', r.sizes, 'door', r.doors,
      'countInStock', p.count_in_stock, 'rating', p.rating, 'numReviews', p.num_reviews,
      'isFeatured', p.is_featured = 1, 'isPublished', p.is_published = 1, 'altText', p.alt_text,
      'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'variants', r.variants)::text as summary
  from products p
  cross join lateral (
    select q.*, json_build_array(q.sold_colors, q.sizes, q.doors, q.categories, q.variant_skus) as lists from (
      select
        coalesce((select json_agg(json_build_object('url', url, 'color', color) order by position)
          from product_images i where i.product_id = p.id), '[]'::json) as images,
        coalesce((select json_agg(color order by position)
          from product_colors c where c.product_id = p.id), '[]'::json) as colors,
        coalesce((select json_agg(size order by position)
          from product_sizes c where c.product_id = p.id), '[]'::json) as sizes,
        coalesce((select json_agg(door order by door)
          from product_doors c where c.product_id = p.id), '[]'::json) as doors,
        coalesce((select json_agg(category order by position)
          from product_categories c where c.product_id = p.id), json_build_array(p.category)) as categories,
        coalesce((select json_agg(json_build_object('_id', v.id, 'color', v.color, 'packing', v.packing, 'sku', v.sku,
            'price', v.price_cents::float8 / 100, 'countInStock', v.count_in_stock) order by v.position)
          from product_variants v where v.product_id = p.id), '[]'::json) as variants,
        (select min(v.price_cents) from product_variants v where v.product_id = p.id) as lowest_cents,
        coalesce((select json_agg(c.color order by c.position) from product_colors c where c.product_id = p.id
          and exists (select 1 from product_variants v where v.product_id = p.id and v.color_key = c.color_key)),
          '[]'::json) as sold_colors,
        coalesce((select json_agg(v.sku order by v.position) from product_variants v where v.product_id = p.id),
          '[]'::json) as variant_skus,
        coalesce((select json_agg(json_build_array(t.description, t.technical_sheet)) from product_texts t
          where t.product_id = p.id), '[]'::json) as texts
    ) q
  ) r
  ${where(selection)}`;
}
