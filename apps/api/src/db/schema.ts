import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Table types for Kysely. Both dialects store the same shapes: ids are text, money is whole
 * cents in integer columns, flags are 0/1 integers, timestamps are read back as ISO-8601 text,
 * and list/map fields (packings, features…) are JSON text.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: "customer" | "admin";
  /** Bumped to revoke every token issued before (password change, demotion). */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  /** The first of product_categories, kept here for sorting and display. */
  category: string;
  brand: string;
  sku: string;
  ref: string;
  design: string;
  collection: string;
  /** collectionKey(collection): folded, letters and digits only. */
  collection_key: string;
  /** foldText(name), for a name sort that is the same on both dialects. */
  name_key: string;
  count_in_stock: number;
  packings: string;
  technical_sheet: string;
  features: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  is_featured: number;
  is_published: number;
  rating: number;
  num_reviews: number;
  alt_text: string;
  /** foldText of name, description, collection, brand, ref and sku. */
  search_text: string;
  units_sold: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A brand's collection (tiles of /collectionsfermob and /oltacatalogs). Products name it in products.collection. */
export interface CollectionsTable {
  id: string;
  brand: string;
  name: string;
  /** collectionKey(name) */
  key: string;
  image: string;
  position: number;
  created_at: string;
}

/**
 * A product's texts in one language (issue 20, ADR 2001), beside the default ones in products.
 * A row exists only while one of its fields is written; "" / "[]" / "{}" = not written.
 */
export interface ProductTextsTable {
  product_id: string;
  /** a LANGUAGES value */
  language: string;
  description: string;
  /** JSON string[] */
  technical_sheet: string;
  /** JSON Record<string, string> */
  features: string;
  meta_title: string;
  meta_description: string;
}

/** A collection's description in one language (ADR 2001). */
export interface CollectionTextsTable {
  collection_id: string;
  language: string;
  description: string;
}

export interface ProductImagesTable {
  product_id: string;
  position: number;
  url: string;
  color: string | null;
}

export interface ProductColorsTable {
  product_id: string;
  position: number;
  color: string;
  /** lower-case colour, for case-insensitive filters */
  color_key: string;
}

export interface ProductSizesTable {
  product_id: string;
  position: number;
  size: string;
}

export interface ProductDoorsTable {
  product_id: string;
  door: "indoor" | "outdoor";
}

export interface ProductCategoriesTable {
  product_id: string;
  position: number;
  category: string;
}

/** One colour × packing article of a product (issue 17, ADR 1700). */
export interface ProductVariantsTable {
  id: string;
  product_id: string;
  position: number;
  /** The product's spelling of the colour; "" for a product without colours. */
  color: string;
  color_key: string;
  packing: string;
  sku: string;
  /** What it costs: its own price (own_price = 1), else pieces × the product's unit price. */
  price_cents: number;
  own_price: number;
  count_in_stock: number;
  units_sold: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartsTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: string;
  cart_id: string;
  product_id: string;
  color: string;
  packing: string;
  quantity: number;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  reference: string;
  user_id: string | null;
  user_name: string;
  user_email: string;
  shipping_address: string;
  payment_method: string;
  total_cents: number;
  status: string;
  is_paid: number;
  paid_at: string | null;
  is_delivered: number;
  delivered_at: string | null;
  idempotency_key: string | null;
  /** The language the shopper used; the order's mails are written in it. */
  language: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  price_cents: number;
  quantity: number;
  image: string;
  color: string;
  packing: string;
  /** The variant sold (null when it could not be found for an order older than variants). */
  variant_id: string | null;
  /** The variant's SKU at the time of the order. */
  sku: Generated<string>;
  /** JSON snapshot of a configured parasol (ADR 2105); null for a product line. */
  configuration: Generated<string | null>;
}

/** A configured product in a cart (ADR 2105): its canonical address query, priced on every read. */
export interface CartConfiguredLinesTable {
  id: string;
  cart_id: string;
  configurator_id: string;
  query: string;
  quantity: number;
  created_at: string;
}

export interface OrderEventsTable {
  id: string;
  order_id: string;
  status: string;
  at: string;
}

export interface SubscribersTable {
  id: string;
  email: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: number;
  created_at: string;
}

export interface OrderRequestsTable {
  id: string;
  product_id: string;
  product_name: string;
  color: string;
  packing: string;
  channel: string;
  /** JSON snapshot of a configured product's request (migration 021); null for a product request. */
  configuration: string | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: string;
  kind: string;
  /** JSON list of addresses */
  recipients: string;
  reply_to: string | null;
  subject: string;
  language: string;
  /** JSON snapshot the template renders */
  payload: string;
  /** encrypted secret (reset token), cleared once sent */
  secret: string | null;
  message_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  /** queued/held: next attempt due; sending: lease end */
  next_attempt_at: string;
  locked_by: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A configurable product (issue 21); what it offers lives in its versions. */
export interface ConfiguratorsTable {
  id: string;
  slug: string;
  published: number;
  current_version: number;
  created_at: string;
  updated_at: string;
}

/** One immutable version of a configurator's definition (JSON). */
export interface ConfiguratorVersionsTable {
  id: string;
  configurator_id: string;
  version: number;
  definition: string;
  created_at: string;
  created_by: string | null;
}

/** Which products changed, in order (written by triggers; read by every instance's catalogue index, ADR 1500). */
export interface CatalogChangesTable {
  seq: Generated<number>;
  /** The product's id, or "" for a change that is not one product's (kind "synonyms"). */
  product_id: string;
  kind: Generated<"product" | "synonyms">;
}

/** Search synonym groups (ADR 1501): `terms` is a JSON list of words or phrases that mean the same. */
export interface SearchSynonymsTable {
  position: number;
  terms: string;
}

/** Delivery zones the owner sets (issue 19, ADR 1901). */
export interface DeliveryZonesTable {
  id: string;
  name: string;
  kind: "provinces" | "rest-of-turkey" | "abroad";
  fee_cents: number;
  on_request: number;
  position: number;
}

/** Which zone a province (plate code) belongs to; one zone at most. */
export interface DeliveryZoneProvincesTable {
  province_code: string;
  zone_id: string;
}

/** Lead times per brand; brand "" is the shop's default (ADR 1903). */
export interface LeadTimesTable {
  brand: string;
  in_stock_min: number;
  in_stock_max: number;
  in_stock_unit: "business-days" | "weeks";
  on_order_min: number;
  on_order_max: number;
  on_order_unit: "business-days" | "weeks";
  position: number;
}

/** A variant's availability and own lead time, by SKU (ADR 1910). */
export interface VariantLeadTimesTable {
  sku: string;
  availability: "in-stock" | "on-order";
  window_min: number | null;
  window_max: number | null;
  window_unit: "business-days" | "weeks" | null;
  position: number;
}

/** A signed-in shopper's saved delivery addresses (ADR 1904). */
export interface AddressesTable {
  id: string;
  user_id: string;
  label: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  city: string;
  district: string;
  address: string;
  postal_code: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** What an order was charged besides its goods (ADR 1906); one row per order. */
export interface OrderChargesTable {
  order_id: string;
  subtotal_cents: number;
  delivery_zone: string | null;
  delivery_fee_cents: Generated<number>;
  delivery_free: Generated<number>;
  delivery_on_request: Generated<number>;
  assembly_cents: Generated<number>;
  vat_cents: number;
  vat_groups: string;
  lead_times: string;
  lines: string;
}

/** A guest order's private link: the sha256 of its key (ADR 1907). */
export interface OrderGuestAccessTable {
  order_id: string;
  key_hash: string;
  guest_id: string | null;
  created_at: string;
}

/** A mailed link that confirms an address, so its guest orders join the account (ADR 1907). */
export interface OrderClaimsTable {
  id: string;
  token_hash: string;
  user_id: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface Database {
  users: UsersTable;
  products: ProductsTable;
  collections: CollectionsTable;
  product_texts: ProductTextsTable;
  collection_texts: CollectionTextsTable;
  product_images: ProductImagesTable;
  product_colors: ProductColorsTable;
  product_sizes: ProductSizesTable;
  product_doors: ProductDoorsTable;
  product_categories: ProductCategoriesTable;
  product_variants: ProductVariantsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  cart_configured_lines: CartConfiguredLinesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  subscribers: SubscribersTable;
  contact_messages: ContactMessagesTable;
  order_requests: OrderRequestsTable;
  settings: SettingsTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  configurators: ConfiguratorsTable;
  configurator_versions: ConfiguratorVersionsTable;
  catalog_changes: CatalogChangesTable;
  search_synonyms: SearchSynonymsTable;
  delivery_zones: DeliveryZonesTable;
  delivery_zone_provinces: DeliveryZoneProvincesTable;
  lead_times: LeadTimesTable;
  variant_lead_times: VariantLeadTimesTable;
  addresses: AddressesTable;
  order_charges: OrderChargesTable;
  order_guest_access: OrderGuestAccessTable;
  order_claims: OrderClaimsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type MailRow = Selectable<MailOutboxTable>;
