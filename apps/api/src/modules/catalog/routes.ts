import {
  adminCollectionSchema,
  adminProductSchema,
  BRANDS,
  collectionSummarySchema,
  collectionTextsBodySchema,
  filterQuerySchema,
  filterResultSchema,
  languageParam,
  productCreateSchema,
  productListSchema,
  productQuerySchema,
  productSchema,
  productSummarySchema,
  productUpdateSchema,
  searchSynonymsSchema,
} from "@avlu/contract/catalog";
import { errorSchema, idParamsSchema, messageSchema } from "@avlu/contract/common";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CatalogService } from "./service.js";

const limitQuery = (max: number) =>
  z
    .object({
      limit: z
        .string()
        .regex(/^\d{1,4}$/, { message: "must be a positive whole number" })
        .transform(Number)
        .pipe(z.number().int().min(1).max(max))
        .optional(),
      lang: languageParam.optional(),
    })
    .strict();

/** `?lang=` on reads that take no other parameter (and `timestamp`, the cache-buster clients add). */
/** `?brand=fermob` → "FERMOB": one of the partner brands, any case. */
const brandParam = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(BRANDS, { message: `must be one of ${BRANDS.join(", ")}` }))
  .optional();

const languageQuery = z.object({ lang: languageParam.optional(), timestamp: z.string().max(40).optional() }).strict();

const adminListQuery = filterQuerySchema
  .extend({
    published: z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
  })
  .strict();

const adminListSchema = filterResultSchema.omit({ facets: true });

/**
 * Sends JSON the catalogue index put together (ADR 1500). A Buffer with a JSON type is sent as it
 * is: the route's response schema documents the answer (OpenAPI) and the API tests check it.
 */
function json(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  /** Admins see unpublished products on the public routes too; a bad token is simply a visitor here. */
  const isAdmin = async (request: { getAuth(): Promise<{ role: string } | null> }) => {
    try {
      return (await request.getAuth())?.role === "admin";
    } catch {
      return false;
    }
  };
  const tags = ["products"];
  /** The options of a public catalogue read: cached until the catalogue changes; a query it does not take is a 400. */
  const catalogRead = <Query, Answer>(summary: string, querystring: Query, answer: Answer) => ({
    config: { cache: "catalog" as const },
    schema: { tags, summary, querystring, response: { 200: answer, 400: errorSchema } },
  });

  app.get(
    "/api/products",
    catalogRead("List products (SPEC §7 filters; empty ones ignored)", productQuerySchema, productListSchema),
    async (request, reply) => json(reply, await catalog.list(request.query, await isAdmin(request))),
  );

  app.get(
    "/api/products/filter",
    catalogRead("One page of products with total and facet counts", filterQuerySchema, filterResultSchema),
    async (request, reply) =>
      json(reply, await catalog.filter(request.query, { includeUnpublished: await isAdmin(request) })),
  );

  app.get(
    "/api/products/best-seller",
    catalogRead("Best sellers: most units ordered, then popularity", limitQuery(50), productListSchema),
    async (request, reply) => json(reply, await catalog.bestSellers(request.query.limit ?? 8, request.query.lang)),
  );

  app.get(
    "/api/products/new-arrivals",
    catalogRead("The 8 newest products", languageQuery, productListSchema),
    async (request, reply) => json(reply, await catalog.newArrivals(request.query.lang)),
  );

  app.get(
    "/api/products/similar/:id",
    {
      config: { cache: "catalog" },
      schema: {
        tags,
        summary: "Up to 8 similar products: same collection first, then same category",
        params: idParamsSchema,
        querystring: languageQuery,
        response: { 200: z.array(productSummarySchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => json(reply, await catalog.similar(request.params.id, request.query.lang)),
  );

  app.get(
    "/api/products/:id",
    {
      config: { cache: "catalog" },
      schema: {
        tags,
        summary:
          "One product: price = lowest variant price, countInStock = their sum, unitPrice, variants; `lang` = texts in that language (ADR 2001)",
        params: idParamsSchema,
        querystring: languageQuery,
        response: { 200: productSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      json(reply, await catalog.detail(request.params.id, await isAdmin(request), request.query.lang)),
  );

  app.get(
    "/api/collections",
    {
      config: { cache: "catalog" },
      schema: {
        tags,
        summary: "A brand's collections with tile image and product count",
        querystring: z
          .object({
            brand: brandParam,
            lang: languageParam.optional(),
          })
          .strict(),
        response: { 200: z.array(collectionSummarySchema), 400: errorSchema },
      },
    },
    async (request) => catalog.collections(request.query.brand, request.query.lang),
  );

  /* ---------------------------------------------------------------- admin */

  const adminTags = ["admin: products"];
  const admin = { onRequest: app.requireAdmin };

  app.post(
    "/api/products",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary:
          "Create a product (admin). `variants` (colour × packing, own SKU, stock, optional price) or, without them, one variant per colour × packing with countInStock on the first",
        body: productCreateSchema,
        response: { 201: adminProductSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await catalog.create(request.body)),
  );

  for (const url of ["/api/products/:id", "/api/admin/products/:id"]) {
    app.put(
      url,
      {
        ...admin,
        schema: {
          tags: adminTags,
          summary:
            "Update a product (admin; partial). `variants` replaces the variants (matched by _id, SKU, colour × packing; `stockSeen` applies stock as a difference, 409 below what orders took); without it, SPEC semantics",
          params: idParamsSchema,
          body: productUpdateSchema,
          response: {
            200: adminProductSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => catalog.update(request.params.id, request.body),
    );
  }

  app.delete(
    "/api/products/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Delete a product (admin)",
        params: idParamsSchema,
        response: { 200: messageSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await catalog.remove(request.params.id);
      return { message: "Product deleted" };
    },
  );

  app.get(
    "/api/admin/products/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "One product with its texts in every language, published or not (admin; ADR 2001)",
        params: idParamsSchema,
        response: { 200: adminProductSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => catalog.adminGet(request.params.id),
  );

  const adminCollectionsQuery = z
    .object({
      brand: brandParam,
    })
    .strict();
  app.get(
    "/api/admin/collections",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Every collection (of one brand) with its description per language (admin; ADR 2001)",
        querystring: adminCollectionsQuery,
        response: { 200: z.array(adminCollectionSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => catalog.adminCollections(request.query.brand),
  );

  app.put(
    "/api/admin/collections/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Set a collection\'s description per language (admin; only the languages given, "" removes one)',
        params: idParamsSchema,
        body: collectionTextsBodySchema,
        response: {
          200: adminCollectionSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => catalog.updateCollectionTexts(request.params.id, request.body),
  );

  app.get(
    "/api/admin/products",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Every product, published or not, one page at a time (admin)",
        querystring: adminListQuery,
        response: { 200: adminListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { published, ...q } = request.query;
      return json(reply, await catalog.adminPage(q, published));
    },
  );

  const synonymsResponse = {
    200: searchSynonymsSchema,
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
  };
  app.get(
    "/api/admin/search-synonyms",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Search synonym groups: words and phrases a search treats as the same (admin)",
        response: synonymsResponse,
      },
    },
    async () => ({ groups: await catalog.synonyms() }),
  );

  app.put(
    "/api/admin/search-synonyms",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Replace every search synonym group (admin); searches use them at once on every instance",
        body: searchSynonymsSchema,
        response: synonymsResponse,
      },
    },
    async (request) => ({ groups: await catalog.replaceSynonyms(request.body.groups) }),
  );
};
