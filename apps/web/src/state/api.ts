import type {
  CollectionSummary,
  FilterResult,
  Product,
  ProductSummary,
  ProductUpdateInput,
} from "@avlu/contract/catalog";
import type { CheckoutRules } from "@avlu/contract/checkout";
import type { ConfiguratorAnswer } from "@avlu/contract/configurator";
import type { Language } from "@avlu/contract/languages";
import { type Query, queryString } from "@avlu/contract/listing";
import type { Settings } from "@avlu/contract/settings";
import { type Action, createAction } from "@reduxjs/toolkit";
import { type BaseQueryFn, createApi } from "@reduxjs/toolkit/query/react";
import { ApiError, api as client, isAbortError } from "../lib/api-client";

/**
 * The one data layer of the SPA (issue 16): every read the storefront makes is an endpoint here,
 * cached by its arguments, shared by every component that asks (one request), aborted when nobody
 * waits for it any more, and refetched when a change invalidates its tag. Route loaders
 * (`app/loaders.ts`) ask for a page's data ahead of its code; the server renders with the same
 * store and sends its state along, so the browser starts where the server ended.
 */

/** A failed request: the HTTP status (0: no answer, or aborted) and the server's own message when it sent one. */
export interface QueryError {
  status: number;
  message?: string;
  /** The server's per-field messages of a refused body (`path` as "orderEmails.0"). */
  errors?: Array<{ path: string; message: string }>;
  aborted?: boolean;
}

/** On the server, the store reads the API in process (app.inject), answered exactly as the browser would be. */
export type ServerGet = (url: string) => Promise<{ statusCode: number; body: unknown }>;

/** The store's thunk extra argument. */
export interface StoreExtra {
  serverGet?: ServerGet;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
export type RequestArgs = string | { url: string; method?: Method; query?: Query | undefined; body?: unknown };

const messageOf = (body: unknown): string | undefined => {
  const m = (body as { message?: unknown } | null | undefined)?.message;
  return typeof m === "string" ? m : undefined;
};

const baseQuery: BaseQueryFn<RequestArgs, unknown, QueryError> = async (args, { signal, extra }) => {
  const { url, method = "GET", query, body } = typeof args === "string" ? { url: args } : args;
  const serverGet = (extra as StoreExtra | undefined)?.serverGet;
  if (serverGet) {
    const answer = await serverGet(`${url}${queryString(query)}`);
    if (answer.statusCode >= 200 && answer.statusCode < 300) return { data: answer.body };
    const message = messageOf(answer.body);
    return { error: { status: answer.statusCode, ...(message ? { message } : {}) } };
  }
  try {
    const opts = { query, signal };
    const data =
      method === "GET"
        ? await client.get(url, opts)
        : method === "POST"
          ? await client.post(url, body, opts)
          : method === "PUT"
            ? await client.put(url, body, opts)
            : await client.del(url, body, opts);
    return { data };
  } catch (err) {
    if (isAbortError(err)) return { error: { status: 0, aborted: true } };
    if (err instanceof ApiError) {
      return {
        error: {
          status: err.status,
          ...(err.serverMessage ? { message: err.serverMessage } : {}),
          ...(err.errors ? { errors: err.errors } : {}),
        },
      };
    }
    return { error: { status: 0 } };
  }
};

/** The server's message when there is one, else the screen's own fallback text (SPEC §8), as `errorMessage`. */
export function queryErrorMessage(error: unknown, fallback: string): string {
  return (error as QueryError | undefined)?.message ?? fallback;
}

/** True for a request that was given up (a newer view replaced it), never an error to show. */
export function isAborted(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  return (error as QueryError).aborted === true || (error as { name?: unknown }).name === "AbortError";
}

/**
 * What a screen says of a query that failed to load: the server's message, else `fallback`; nothing
 * while the query loads again (`fetching`: its error may be gone) nor for a request that was given up.
 */
export function loadErrorMessage(error: unknown, fetching: boolean, fallback: string): string | null {
  return error && !fetching && !isAborted(error) ? queryErrorMessage(error, fallback) : null;
}

/** The state a server-rendered page came with, put into the browser's store before it hydrates. */
export const hydrate = createAction<unknown>("app/hydrate");

export const LIST = "LIST";

/** `?lang=tr` for the catalogue reads of a Turkish page (ADR 2001); SPEC pages send none, as before. */
export type LanguageQuery = { lang?: "tr" };
export const languageQuery = (language: Language): LanguageQuery | undefined =>
  language === "tr" ? { lang: "tr" } : undefined;

/** One product's reads: its id, and `lang` on a Turkish page. */
export type ProductArg = { id: string } & LanguageQuery;
export const productArg = (id: string, language: Language): ProductArg => ({ id, ...languageQuery(language) });

export const api = createApi({
  reducerPath: "api",
  baseQuery,
  tagTypes: ["Product", "Settings", "Collection", "Configurator", "User", "Order", "Mail", "Admin", "Cart", "Address"],
  extractRehydrationInfo(action: Action, { reducerPath }) {
    if (hydrate.match(action)) return (action.payload as Record<string, never>)[reducerPath];
    return undefined;
  },
  endpoints: (build) => ({
    /** GET /api/settings: the shop's contact details, payment details and links. */
    getSettings: build.query<Settings, void>({ query: () => "/api/settings", providesTags: ["Settings"] }),
    /** GET /api/products with SPEC §7's optional filters (the home's 8, a collection's list). */
    getProducts: build.query<ProductSummary[], Query>({
      query: (query) => ({ url: "/api/products", query }),
      providesTags: [{ type: "Product", id: LIST }],
    }),
    /** GET /api/products/best-seller, in a page's language (`lang`, ADR 2001; none on SPEC pages). */
    getBestSellers: build.query<unknown, LanguageQuery | undefined>({
      query: (lang) => ({ url: "/api/products/best-seller", query: lang }),
      providesTags: [{ type: "Product", id: LIST }],
    }),
    /** GET /api/products/filter: one page of the listing with its total and facets. */
    filterProducts: build.query<FilterResult, Query>({
      query: (query) => ({ url: "/api/products/filter", query }),
      providesTags: [{ type: "Product", id: LIST }],
    }),
    /** GET /api/products/:id, in a page's language (`lang`, ADR 2001; none on SPEC pages). */
    getProduct: build.query<Product, ProductArg>({
      query: ({ id, lang }) => ({ url: `/api/products/${encodeURIComponent(id)}`, query: { lang } }),
      providesTags: (_r, _e, { id }) => [{ type: "Product", id }],
    }),
    getSimilarProducts: build.query<ProductSummary[], ProductArg>({
      query: ({ id, lang }) => ({ url: `/api/products/similar/${encodeURIComponent(id)}`, query: { lang } }),
      providesTags: [{ type: "Product", id: LIST }],
    }),
    /** GET /api/collections?brand=… for a collection grid, in a page's language. */
    getCollections: build.query<CollectionSummary[], { brand: string } & LanguageQuery>({
      query: (query) => ({ url: "/api/collections", query }),
      providesTags: [{ type: "Collection", id: LIST }],
    }),
    /** GET /api/checkout/rules: delivery zones, VAT and lead times (the product page's expected delivery). */
    getCheckoutRules: build.query<CheckoutRules, void>({
      query: () => "/api/checkout/rules",
      providesTags: ["Settings"],
    }),
    getConfigurator: build.query<ConfiguratorAnswer, string>({
      query: (slug) => `/api/configurators/${encodeURIComponent(slug)}`,
      providesTags: (_r, _e, slug) => [{ type: "Configurator", id: slug }],
    }),
    /** PUT /api/products/:id (admin): the product, every listing and the admin lists refetch. */
    updateProduct: build.mutation<Product, { id: string; data: ProductUpdateInput }>({
      query: ({ id, data }) => ({ url: `/api/products/${encodeURIComponent(id)}`, method: "PUT", body: data }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: "Product", id },
        { type: "Product", id: LIST },
        { type: "Collection", id: LIST },
      ],
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useGetProductsQuery,
  useGetBestSellersQuery,
  useGetProductQuery,
  useGetSimilarProductsQuery,
  useGetCollectionsQuery,
  useGetConfiguratorQuery,
  useGetCheckoutRulesQuery,
  useUpdateProductMutation,
} = api;
