import { z } from "zod";
import { isoDate, pageFields, pageQuery } from "./common.js";
import { ORDER_STATUSES, type OrderStatus } from "./orders.js";

/* ------------------------------------------------------------------ dashboard (GET /api/admin/stats) */

/**
 * Orders whose totals count as revenue: every status but Cancelled. A Pending order is money the
 * shop has agreed to take (bank transfer, pay at the studio or on delivery), so it is revenue as soon
 * as it is placed; cancelled orders are reported on their own. See docs/decisions/0160-admin-dashboard-revenue.md.
 */
export const REVENUE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== "Cancelled");
/**
 * Default of the shop setting `lowStockThreshold`: a variant (colour × packing) with this many or
 * fewer units is "low stock" on the dashboard, and its colour says "Only N left" in the shop.
 */
export const LOW_STOCK_THRESHOLD = 5;
/** Days of the revenue chart and of the "most requested" window. */
export const STATS_DAYS = 30;

const count = z.number().int().min(0);

export const revenueDaySchema = z.object({
  /** UTC calendar day, YYYY-MM-DD */
  date: z.string(),
  revenue: z.number(),
  /** The same without the VAT it contains (as stored with each order). */
  net: z.number(),
  orders: count,
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

/** One variant (colour × packing) at or under the threshold (issue 17); `_id` is its product's. */
export const lowStockProductSchema = z.object({
  _id: z.string(),
  variantId: z.string(),
  name: z.string(),
  /** The variant's SKU. */
  sku: z.string(),
  color: z.string(),
  packing: z.string(),
  brand: z.string(),
  countInStock: count,
  isPublished: z.boolean(),
  image: z.string(),
});

export const requestedProductSchema = z.object({
  /** A product's id, or a configurator's for requests of a configured product (issue 21). */
  productId: z.string(),
  kind: z.enum(["product", "configurator"]),
  /** The product's current name, or the name at request time when it has since been deleted. */
  name: z.string(),
  image: z.string(),
  /** false when the product has been deleted since */
  exists: z.boolean(),
  requests: count,
  whatsapp: count,
  mail: count,
  lastRequestedAt: isoDate,
});
export type RequestedProduct = z.infer<typeof requestedProductSchema>;

export const latestOrderSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  userName: z.string(),
  totalPrice: z.number(),
  status: z.enum(ORDER_STATUSES),
  isPaid: z.boolean(),
  itemCount: count,
  createdAt: isoDate,
});
export type LatestOrder = z.infer<typeof latestOrderSchema>;

export const statsSchema = z.object({
  revenue: z.object({
    /** Sum of order totals in REVENUE_STATUSES, dollars with two decimals. */
    total: z.number(),
    /** The part of `total` already paid. */
    paid: z.number(),
    /** VAT (KDV) contained in `total`, as stored with each order (ADR 1902). */
    vat: z.number(),
    /** `total` without VAT. */
    net: z.number(),
    /** Orders counted in `total`. */
    orders: count,
    /** Sum of cancelled order totals (not part of `total`). */
    cancelled: z.number(),
    cancelledOrders: count,
    countedStatuses: z.array(z.enum(ORDER_STATUSES)),
  }),
  orders: z.object({ total: count, byStatus: z.record(z.enum(ORDER_STATUSES), count) }),
  products: z.object({ total: count, published: count, unpublished: count, outOfStock: count, lowStock: count }),
  users: z.object({ total: count, customers: count, admins: count }),
  contact: z.object({ unhandled: count }),
  subscribers: z.object({ total: count }),
  lowStock: z.object({ threshold: count, products: z.array(lowStockProductSchema) }),
  /** STATS_DAYS entries, oldest first, today (UTC) last; days without orders are 0. */
  revenueByDay: z.array(revenueDaySchema),
  /** WhatsApp / e-mail order requests of the last STATS_DAYS days, most requested first. */
  topRequested: z.array(requestedProductSchema),
  latestOrders: z.array(latestOrderSchema),
  generatedAt: isoDate,
});
export type Stats = z.infer<typeof statsSchema>;

/* ------------------------------------------------------------------ query flags */

/** "true" or "false" in a query string, as a boolean (paging: common.ts pageQuery). */
const boolText = z
  .enum(["true", "false"], { message: "must be true or false" })
  .transform((v) => v === "true")
  .optional();

/* ------------------------------------------------------------------ contact inbox */

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: isoDate,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/contact-messages */
export const contactMessageQuerySchema = z.object({ handled: boolText, ...pageQuery }).strict();
export const contactMessagePageSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: count,
  ...pageFields,
  /** Unhandled messages in the whole inbox, whatever the filter. */
  unhandled: count,
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** PUT /api/admin/contact-messages/:id */
export const contactMessageUpdateSchema = z.object({ handled: z.boolean() }).strict();

/* ------------------------------------------------------------------ newsletter subscribers */

export const subscriberSchema = z.object({ _id: z.string(), email: z.string(), createdAt: isoDate });
export type Subscriber = z.infer<typeof subscriberSchema>;

/** GET /api/admin/subscribers */
export const subscriberQuerySchema = z.object({ search: z.string().trim().max(100).optional(), ...pageQuery }).strict();
export const subscriberPageSchema = z.object({
  subscribers: z.array(subscriberSchema),
  total: count,
  ...pageFields,
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/* ------------------------------------------------------------------ products CSV */

/**
 * Columns of the products CSV, in export order. `sku` is the key an import matches rows by.
 * Lists (categories, door, colors, sizes, packings, metaKeywords) are comma-separated; images,
 * technicalSheet and features hold one entry per line ("Colour | /uploads/…" or a bare address;
 * "Name: value"). A translated field has a column per language (`description_tr`…, ADR 2001);
 * files without them still import and leave those texts as they are. See
 * docs/decisions/0161-products-csv.md.
 */
export const PRODUCT_CSV_COLUMNS = [
  "sku",
  "name",
  "description",
  "price",
  "countInStock",
  "brand",
  "categories",
  "door",
  "collection",
  "ref",
  "design",
  "colors",
  "sizes",
  "packings",
  "images",
  "technicalSheet",
  "features",
  "metaTitle",
  "metaDescription",
  "metaKeywords",
  "altText",
  "isFeatured",
  "isPublished",
  // The texts per language beside the default ones (ADR 2001): empty = not written in that language.
  "description_en",
  "description_tr",
  "technicalSheet_en",
  "technicalSheet_tr",
  "features_en",
  "features_tr",
  "metaTitle_en",
  "metaTitle_tr",
  "metaDescription_en",
  "metaDescription_tr",
] as const;
/**
 * One row per variant (issue 17, ADR 1702): the product columns repeated on each of its rows
 * (Shopify-style), then the variant's. An import matches variants by `variantSku`.
 */
export const VARIANT_CSV_COLUMNS = [
  "variantSku",
  "variantColor",
  "variantPacking",
  "variantPrice",
  "variantStock",
] as const;
export type VariantCsvColumn = (typeof VARIANT_CSV_COLUMNS)[number];
/** What the export writes: the stock is per variant, so the product's countInStock is left out. */
export const PRODUCT_CSV_EXPORT_COLUMNS = [
  ...PRODUCT_CSV_COLUMNS.filter((c) => c !== "countInStock"),
  ...VARIANT_CSV_COLUMNS,
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number] | VariantCsvColumn;
/** Columns a row must have to create a product that does not exist yet (SPEC §5's required fields; with variant columns, variantStock stands for countInStock). */
export const PRODUCT_CSV_CREATE_COLUMNS: readonly ProductCsvColumn[] = [
  "sku",
  "name",
  "description",
  "price",
  "countInStock",
  "brand",
  "categories",
  "door",
];
/** Largest file and row count one import accepts. */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

/** POST /api/admin/products/import?dryRun=true previews; without it the import is applied. */
export const productImportQuerySchema = z.object({ dryRun: boolText }).strict();
/** The body: the CSV text as JSON `{ csv }` (or the raw file with Content-Type text/csv). */
export const productImportBodySchema = z.union([
  z.object({ csv: z.string().min(1, { message: "is empty" }) }).strict(),
  z.string().min(1, { message: "The file is empty" }),
]);

export const IMPORT_ACTIONS = ["create", "update", "unchanged", "error"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importRowSchema = z.object({
  /** Line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** Fields that differ from the stored product (update) */
  changes: z.array(z.string()),
  /** Why the row cannot be imported (action "error") */
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** true once the changes are saved (never for a preview or a file with errors) */
  applied: z.boolean(),
  total: count,
  created: count,
  updated: count,
  unchanged: count,
  failed: count,
  /** Rows that create, update or fail, in file order; unchanged rows are only counted. */
  rows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** 422 answer when an import is refused because of row errors: nothing was saved. */
export const importRefusedSchema = z.object({ message: z.string(), report: importReportSchema });
