import { Readable } from "node:stream";
import {
  contactMessagePageSchema,
  contactMessageQuerySchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  importRefusedSchema,
  importReportSchema,
  MAX_IMPORT_BYTES,
  PRODUCT_CSV_EXPORT_COLUMNS,
  productImportBodySchema,
  productImportQuerySchema,
  REVENUE_STATUSES,
  STATS_DAYS,
  type Stats,
  statsSchema,
  subscriberPageSchema,
  subscriberQuerySchema,
} from "@avlu/contract/admin";
import { centsToAmount, errorSchema, idParamsSchema } from "@avlu/contract/common";
import type { OrderStatus } from "@avlu/contract/orders";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { formatRecord, formatRecords } from "../../lib/csv.js";
import { notFound } from "../../lib/http-error.js";
import { isId } from "../../lib/ids.js";
import { pageCount } from "../../lib/paging.js";
import { NO_STORE_CACHE_CONTROL } from "../../plugins/http-cache.js";
import { ImportRefused } from "../catalog/import.js";
import type { CatalogService } from "../catalog/service.js";
import { getSettings } from "../settings/repository.js";
import * as repo from "./repository.js";
import { revenueSeries, summariseOrders, utcDate, windowStart } from "./stats.js";

const MESSAGE_NOT_FOUND = "Message not found";
const csvResponse = z.string().describe("text/csv; charset=utf-8, with a byte-order mark");
const guarded = { 401: errorSchema, 403: errorSchema };

/**
 * A CSV download streamed batch by batch: BOM, header, then rows. Typed as the declared text body:
 * Fastify pipes streams as they are, without serialising them.
 */
function csvStream(header: readonly string[], rows: () => AsyncGenerator<string[][]>): string {
  // Cells a spreadsheet would run as formulas are written as text in every export (the import reverses it).
  return Readable.from(
    (async function* () {
      yield `\uFEFF${formatRecord(header)}`;
      for await (const batch of rows()) yield formatRecords(batch, { escapeFormulas: true });
    })(),
  ) as unknown as string;
}

/** Marks the answer as a CSV download named avlu-<name>-<today>.csv, kept by no cache. */
function asCsvDownload(reply: FastifyReply, name: string): void {
  reply
    .type("text/csv; charset=utf-8")
    .header("cache-control", NO_STORE_CACHE_CONTROL)
    .header("content-disposition", `attachment; filename="avlu-${name}-${utcDate(new Date())}.csv"`);
}

/**
 * Admin-only API beyond products, users and settings (which their own modules serve): the
 * dashboard, products CSV export/import, the contact inbox and newsletter subscribers.
 * Every route is behind requireAdmin: no token is a 401, any other role a 403.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; catalog: CatalogService }> = async (app, { db, catalog }) => {
  // Checked before the body is even read: visitors get 401 and customers 403 whatever they send.
  app.addHook("onRequest", app.requireAdmin);
  // Raw CSV uploads (curl --data-binary @products.csv -H 'content-type: text/csv'); JSON { csv } works too.
  app.addContentTypeParser(["text/csv", "application/csv"], { parseAs: "string" }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    "/api/admin/stats",
    {
      schema: {
        tags: ["admin: dashboard"],
        summary: `Dashboard figures: revenue (${REVENUE_STATUSES.join(", ")}; cancelled apart), counts, low stock, ${STATS_DAYS}-day revenue, most requested products, latest orders`,
        response: { 200: statsSchema, ...guarded },
      },
    },
    async (): Promise<Stats> => {
      const now = new Date();
      const since = windowStart(now).toISOString();
      const k = db.kysely;
      const { lowStockThreshold: threshold } = await getSettings(k);
      const [statusRows, days, products, users, unhandled, subscribers, lowStock, requested, latest] =
        await Promise.all([
          repo.orderStatusTotals(k),
          repo.revenuePerDay(db, since, REVENUE_STATUSES),
          repo.productCounts(k, threshold),
          repo.userCounts(k),
          repo.countUnhandledMessages(k),
          repo.countSubscribers(k),
          repo.lowStockProducts(k, threshold, 10),
          repo.topRequestedProducts(k, since, 10),
          repo.latestOrders(k, 8),
        ]);
      return {
        ...summariseOrders(statusRows),
        products,
        users,
        contact: { unhandled },
        subscribers: { total: subscribers },
        lowStock: { threshold, products: lowStock },
        revenueByDay: revenueSeries(days, now),
        topRequested: requested,
        latestOrders: latest.map((o) => ({
          _id: o.id,
          reference: o.reference,
          userName: o.user_name,
          totalPrice: centsToAmount(o.total_cents),
          status: o.status as OrderStatus,
          isPaid: o.is_paid === 1,
          itemCount: o.item_count,
          createdAt: o.created_at,
        })),
        generatedAt: now.toISOString(),
      };
    },
  );

  /* ---------------------------------------------------------------- products CSV */

  app.get(
    "/api/admin/products/export.csv",
    {
      schema: {
        tags: ["admin: products"],
        summary:
          "Every product as CSV (UTF-8 with BOM), one row per variant, ordered by SKU; the import reads the same format (and the product-level one)",
        response: { 200: csvResponse, ...guarded },
      },
    },
    async (_request, reply) => {
      asCsvDownload(reply, "products");
      return reply.send(csvStream(PRODUCT_CSV_EXPORT_COLUMNS, () => catalog.exportRows()));
    },
  );

  app.post(
    "/api/admin/products/import",
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        tags: ["admin: products"],
        summary:
          "Import products from CSV, matched by SKU. ?dryRun=true previews with per-row errors; otherwise every row is saved in one transaction, or none when any row is wrong (422)",
        querystring: productImportQuerySchema,
        body: productImportBodySchema,
        response: { 200: importReportSchema, 400: errorSchema, ...guarded, 409: errorSchema, 422: importRefusedSchema },
      },
    },
    async (request, reply) => {
      const text = typeof request.body === "string" ? request.body : request.body.csv;
      try {
        return await catalog.importProducts(text, { dryRun: request.query.dryRun ?? false });
      } catch (err) {
        if (err instanceof ImportRefused) return reply.code(422).send({ message: err.message, report: err.report });
        throw err;
      }
    },
  );

  /* ---------------------------------------------------------------- contact inbox */

  app.get(
    "/api/admin/contact-messages",
    {
      schema: {
        tags: ["admin: contact"],
        summary: "Contact-form messages: open ones first, newest first",
        querystring: contactMessageQuerySchema,
        response: { 200: contactMessagePageSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => {
      const { handled, page, limit } = request.query;
      const [list, unhandled] = await Promise.all([
        repo.listContactMessages(db.kysely, { handled, limit, offset: (page - 1) * limit }),
        repo.countUnhandledMessages(db.kysely),
      ]);
      return { ...list, page, limit, pages: pageCount(list.total, limit), unhandled };
    },
  );

  app.put(
    "/api/admin/contact-messages/:id",
    {
      schema: {
        tags: ["admin: contact"],
        summary: "Mark a message handled (or open again)",
        params: idParamsSchema,
        body: contactMessageUpdateSchema,
        response: { 200: contactMessageSchema, 400: errorSchema, ...guarded, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = isId(id) ? await repo.setMessageHandled(db.kysely, id, request.body.handled) : undefined;
      if (!updated) throw notFound(MESSAGE_NOT_FOUND);
      return updated;
    },
  );

  /* ---------------------------------------------------------------- newsletter */

  app.get(
    "/api/admin/subscribers",
    {
      schema: {
        tags: ["admin: newsletter"],
        summary: "Newsletter subscribers, newest first",
        querystring: subscriberQuerySchema,
        response: { 200: subscriberPageSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      const list = await repo.listSubscribers(db.kysely, { search, limit, offset: (page - 1) * limit });
      return { ...list, page, limit, pages: pageCount(list.total, limit) };
    },
  );

  app.get(
    "/api/admin/subscribers/export.csv",
    {
      schema: {
        tags: ["admin: newsletter"],
        summary: "Every subscriber as CSV (email, subscribedAt), oldest first",
        response: { 200: csvResponse, ...guarded },
      },
    },
    async (_request, reply) => {
      asCsvDownload(reply, "subscribers");
      return reply.send(
        csvStream(["email", "subscribedAt"], async function* () {
          for await (const batch of repo.allSubscribers(db.kysely)) yield batch.map((s) => [s.email, s.createdAt]);
        }),
      );
    },
  );
};
