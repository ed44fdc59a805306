import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../../db/database.js";
import type { Selection } from "./source.js";

/** What a start-up's first read needs of the products' own columns: the facets and sort keys (ADR 1511). */
const FACET_COLUMNS = [
  "id",
  "price_cents",
  "count_in_stock",
  "rating",
  "num_reviews",
  "units_sold",
  "name_key",
  "brand",
  "collection",
  "collection_key",
  "category",
  "is_published",
];

/** Columns the index reads as they are (besides the lists and the listing JSON). */
const PLAIN_COLUMNS = [
  ...FACET_COLUMNS,
  "name",
  "description",
  "technical_sheet",
  "design",
  "sku",
  "ref",
  "is_featured",
  "alt_text",
];
/**
 * The two timestamps in ms since the epoch, as the index keeps them, worked out by the database:
 * parsing 200,000 of them in Node (PostgreSQL's into Date objects and back to text, then
 * `Date.parse`) was a twentieth of a first start's time (ADR 1519). Both give what `Date.parse` of
 * the ISO text gives: SQLite's text has milliseconds (julianday is exact to them once rounded),
 * PostgreSQL's microseconds are cut off as JavaScript's Date cuts them.
 */
const TIMESTAMPS = {
  // created_at as well, for the listing JSON the same CTE feeds.
  sqlite: ["p.created_at"]
    .concat(
      ["created", "updated"].map(
        (c) => `cast(round((julianday(p.${c}_at) - 2440587.5) * 86400000) as integer) as ${c}_ms`,
      ),
    )
    .join(", "),
  postgres: ["created", "updated"]
    .map((c) => `floor(extract(epoch from p.${c}_at) * 1000)::float8 as ${c}_ms`)
    .join(", "),
};

/** `p.<column>, …` and the timestamps; for PostgreSQL without price_cents, which it reads as the lowest variant price instead. */
const plainColumns = (list: readonly string[], postgres = false) =>
  sql.raw(
    [
      ...list.filter((c) => !postgres || c !== "price_cents").map((c) => `p.${c}`),
      postgres ? TIMESTAMPS.postgres : TIMESTAMPS.sqlite,
    ].join(", "),
  );
const PLAIN = plainColumns(PLAIN_COLUMNS);
const PLAIN_PG = plainColumns(PLAIN_COLUMNS, true);
const FACET_PLAIN = plainColumns(FACET_COLUMNS);
const FACET_PLAIN_PG = plainColumns(FACET_COLUMNS, true);

/**
 * The selection as a condition on an id column: `p.id` of the products, or a relation's
 * `product_id` (PostgreSQL's set-wise read). On PostgreSQL a list of ids goes as one array
 * parameter: written out, it would be repeated for every relation, and nine relations of 7,300 ids
 * would pass PostgreSQL's 65,535 parameters (ADR 1515). `true` when the selection has no bounds.
 */
function idsIn(selection: Selection, column: RawBuilder<unknown>, postgres: boolean): RawBuilder<unknown> {
  if ("ids" in selection) {
    return postgres
      ? sql`${column} = any(${[...selection.ids]}::text[])`
      : sql`${column} in (${sql.join([...selection.ids])})`;
  }
  const bounds = [
    ...(selection.after === null ? [] : [sql`${column} > ${selection.after}`]),
    ...(selection.upTo === null ? [] : [sql`${column} <= ${selection.upTo}`]),
  ];
  return bounds.length === 0 ? sql`true` : sql.join(bounds, sql` and `);
}

const PRODUCT_ID = sql.raw("p.id");

/**
 * What a read of the index's source brings (ADR 1511): "facets" the facets and sort keys (what a
 * start-up reads before it serves), "index" everything but the listing JSON (the search texts are
 * taken from it after the start), "listing" the listing JSON alone (after the start, and for the
 * products an answer needs before that), "both" everything (the changes the log names, a rebuild).
 */
export type ReadKind = "facets" | "index" | "listing" | "both";

/**
 * The products of a selection with their relations and their listing JSON, written by the
 * database: the same fields, order and values as toSummary() (repository.ts) — the engine tests
 * compare the two on both databases. Keep them in step when the summary changes. SQLite hands the
 * JSON over as UTF-8 bytes (a blob): the read worker moves them to the main thread in one buffer
 * and the listing store copies them as they are (ADR 1507). Every row has the `id`; the other
 * columns are those of `kind`.
 */
export function indexQuery(db: Db, selection: Selection, kind: ReadKind = "both"): RawBuilder<unknown> {
  return db.dialect === "postgres" ? postgres(selection, kind) : sqlite(selection, kind);
}

/** The relations each kind of read needs, by the CTE column that holds them. */
const NEEDS: Record<ReadKind, ReadonlySet<string>> = {
  facets: new Set(["sizes", "doors", "cats", "lowest_cents", "sold_colors"]),
  index: new Set(["sizes", "doors", "cats", "lowest_cents", "sold_colors", "variant_skus", "texts"]),
  listing: new Set(["images", "colors", "sizes", "doors", "cats", "variants", "lowest_cents"]),
  both: new Set([
    "images",
    "colors",
    "sizes",
    "doors",
    "cats",
    "variants",
    "lowest_cents",
    "sold_colors",
    "variant_skus",
    "texts",
  ]),
};

function sqlite(selection: Selection, kind: ReadKind): RawBuilder<unknown> {
  // Relations once per product (a materialised CTE), then used by both the lists and the JSON.
  // The categories and the shown price are written out twice rather than through a second
  // materialised CTE: copying every row again cost more than the repetition (6 % of the read).
  const categories = sql.raw("(case when cats = '[]' then json_array(category) else json(cats) end)");
  const shownCents = sql.raw("coalesce(lowest_cents, price_cents)");
  const relations: Record<string, RawBuilder<unknown>> = {
    images: sql`(select json_group_array(json_object('url', url, 'color', color))
         from (select url, color from product_images i where i.product_id = p.id order by position))`,
    colors: sql`(select json_group_array(color)
         from (select color from product_colors c where c.product_id = p.id order by position))`,
    sizes: sql`(select json_group_array(size)
         from (select size from product_sizes c where c.product_id = p.id order by position))`,
    doors: sql`(select json_group_array(door)
         from (select door from product_doors c where c.product_id = p.id order by door))`,
    cats: sql`(select json_group_array(category)
         from (select category from product_categories c where c.product_id = p.id order by position))`,
    variants: sql`(select json_group_array(json_object('_id', id, 'color', color, 'packing', packing, 'sku', sku,
           'price', price_cents / 100.0, 'countInStock', count_in_stock))
         from (select id, color, packing, sku, price_cents, count_in_stock from product_variants v
           where v.product_id = p.id order by position))`,
    lowest_cents: sql`(select min(price_cents) from product_variants v where v.product_id = p.id)`,
    sold_colors: sql`(select json_group_array(color) from (select c.color from product_colors c where c.product_id = p.id
         and exists (select 1 from product_variants v where v.product_id = p.id and v.color_key = c.color_key)
         order by c.position))`,
    variant_skus: sql`(select json_group_array(sku) from (select sku from product_variants v where v.product_id = p.id
         order by position))`,
    texts: sql`(select json_group_array(json_array(language, description, technical_sheet)) from product_texts t
         where t.product_id = p.id)`,
  };
  const wanted = Object.entries(relations)
    .filter(([name]) => NEEDS[kind].has(name))
    .map(([name, query]) => sql`${query} as ${sql.ref(name)}`);
  const indexColumns = sql`name, description, technical_sheet, ${shownCents} as price_cents, count_in_stock, created_ms,
    updated_ms, rating, num_reviews, units_sold, name_key, brand, collection, collection_key, category, is_published, design,
    sku, ref, texts, json_array(json(sold_colors), json(sizes), json(doors), ${categories}, json(variant_skus)) as lists`;
  const summary = sql`cast(json_object('_id', id, 'name', name, 'description', description, 'price', ${shownCents} / 100.0,
      'category', category, 'categories', ${categories}, 'brand', brand, 'collection', collection,
      'sku', sku, 'ref', ref, 'design', design, 'images', json(images), 'colors', json(colors),
      'sizes', json(sizes), 'door', json(doors), 'countInStock', count_in_stock, 'rating', rating,
      'numReviews', num_reviews,
      'isFeatured', json(case when is_featured = 1 then 'true' else 'false' end),
      'isPublished', json(case when is_published = 1 then 'true' else 'false' end),
      'altText', alt_text, 'createdAt', created_at, 'variants', json(variants)) as blob) as summary`;
  const facetColumns = sql`${shownCents} as price_cents, count_in_stock, created_ms, updated_ms, rating, num_reviews,
    units_sold, name_key, brand, collection, collection_key, category, is_published,
    json_array(json(sold_colors), json(sizes), json(doors), ${categories}, json_array()) as lists`;
  const columns = [
    sql`id`,
    ...(kind === "facets" ? [facetColumns] : kind === "listing" ? [] : [indexColumns]),
    ...(kind === "both" || kind === "listing" ? [summary] : []),
  ];
  return sql`with x as materialized (
    select ${kind === "facets" ? FACET_PLAIN : PLAIN}, ${sql.join(wanted)}
    from products p where ${idsIn(selection, PRODUCT_ID, false)}
  )
  select ${sql.join(columns)} from x order by id`;
}

function postgres(selection: Selection, kind: ReadKind): RawBuilder<unknown> {
  // Each relation is aggregated once per table over the selection's products and joined by id,
  // rather than as a subquery per product: on a start's full read PostgreSQL then scans each table
  // once instead of probing its index 100,000 times (ADR 1515; 2.3 → 1.35 s for the facets).
  const w = (table: string) => idsIn(selection, sql.raw(`${table}.product_id`), true);
  const grouped: Record<string, RawBuilder<unknown>> = {
    images: sql`select product_images.product_id, json_agg(json_build_object('url', url, 'color', color) order by position) as v
          from product_images where ${w("product_images")} group by product_id`,
    colors: sql`select product_colors.product_id, json_agg(color order by position) as v
          from product_colors where ${w("product_colors")} group by product_id`,
    sizes: sql`select product_sizes.product_id, json_agg(size order by position) as v
          from product_sizes where ${w("product_sizes")} group by product_id`,
    doors: sql`select product_doors.product_id, json_agg(door order by door) as v
          from product_doors where ${w("product_doors")} group by product_id`,
    cats: sql`select product_categories.product_id, json_agg(category order by position) as v
          from product_categories where ${w("product_categories")} group by product_id`,
    variants: sql`select v.product_id, json_agg(json_build_object('_id', v.id, 'color', v.color, 'packing', v.packing,
            'sku', v.sku, 'price', v.price_cents::float8 / 100, 'countInStock', v.count_in_stock) order by v.position) as v
          from product_variants v where ${w("v")} group by v.product_id`,
    lowest_cents: sql`select v.product_id, min(v.price_cents) as v from product_variants v where ${w("v")} group by v.product_id`,
    sold_colors: sql`select c.product_id, json_agg(c.color order by c.position) as v from product_colors c
          where ${w("c")} and exists (select 1 from product_variants v where ${w("v")} and v.product_id = c.product_id
            and v.color_key = c.color_key)
          group by c.product_id`,
    variant_skus: sql`select v.product_id, json_agg(v.sku order by v.position) as v
          from product_variants v where ${w("v")} group by v.product_id`,
    texts: sql`select t.product_id, json_agg(json_build_array(t.language, t.description, t.technical_sheet)) as v
          from product_texts t where ${w("t")} group by t.product_id`,
  };
  /** What a product without rows in a relation has. */
  const otherwise: Record<string, RawBuilder<unknown> | null> = {
    cats: sql`json_build_array(p.category)`,
    lowest_cents: null,
  };
  const names = Object.keys(grouped).filter((name) => NEEDS[kind].has(name));
  const joins = names.map(
    (name) => sql`left join (${grouped[name]}) ${sql.ref(`g_${name}`)} on ${sql.ref(`g_${name}.product_id`)} = p.id`,
  );
  const wanted = names.map((name) => {
    const value = sql.ref(`g_${name}.v`);
    const fallback = name in otherwise ? otherwise[name] : sql`'[]'::json`;
    return sql`${fallback ? sql`coalesce(${value}, ${fallback})` : value} as ${sql.ref(name)}`;
  });
  const indexColumns = sql`${PLAIN_PG}, coalesce(r.lowest_cents, p.price_cents) as price_cents,
    json_build_array(r.sold_colors, r.sizes, r.doors, r.cats, r.variant_skus)::text as lists, r.texts::text as texts`;
  const summary = sql`json_build_object('_id', p.id, 'name', p.name, 'description', p.description,
      'price', coalesce(r.lowest_cents, p.price_cents)::float8 / 100, 'category', p.category, 'categories', r.cats,
      'brand', p.brand, 'collection', p.collection, 'sku', p.sku, 'ref', p.ref, 'design', p.design,
      'images', r.images, 'colors', r.colors, 'sizes', r.sizes, 'door', r.doors,
      'countInStock', p.count_in_stock, 'rating', p.rating, 'numReviews', p.num_reviews,
      'isFeatured', p.is_featured = 1, 'isPublished', p.is_published = 1, 'altText', p.alt_text,
      'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'variants', r.variants)::text as summary`;
  const facetColumns = sql`${FACET_PLAIN_PG}, coalesce(r.lowest_cents, p.price_cents) as price_cents,
    json_build_array(r.sold_colors, r.sizes, r.doors, r.cats, json_build_array())::text as lists`;
  const columns = [
    ...(kind === "facets" ? [facetColumns] : kind === "listing" ? [sql`p.id`] : [indexColumns]),
    ...(kind === "both" || kind === "listing" ? [summary] : []),
  ];
  return sql`select ${sql.join(columns)}
  from products p
  ${sql.join(joins, sql` `)}
  cross join lateral (select ${sql.join(wanted)}) r
  where ${idsIn(selection, PRODUCT_ID, true)}`;
}
