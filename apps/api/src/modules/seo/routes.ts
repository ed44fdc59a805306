import type { Product } from "@avlu/contract/catalog";
import { collectionKey } from "@avlu/contract/common";
import type { ConfiguratorAnswer } from "@avlu/contract/configurator";
import { listingApiPath } from "@avlu/contract/listing";
import { paths } from "@avlu/contract/paths";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/database.js";
import { HttpError } from "../../lib/http-error.js";
import { siteOrigin } from "../../lib/site-origin.js";
import type { HtmlRenderer } from "../../plugins/spa.js";
import type { SitemapCatalogue } from "../catalog/service.js";
import {
  applyHead,
  collectionHead,
  configuratorHead,
  escapeHtml,
  type PageHead,
  productHead,
  staticHead,
} from "./head.js";
import { type ApiGet, applyBody, firstViewData, onceEach, type RenderPage } from "./page-body.js";
import {
  HOME_HERO_POSTER,
  type PageAssets,
  type Preload,
  pageModule,
  renderPreloads,
  uploadSrcSet,
} from "./preload.js";
import * as repo from "./repository.js";

/** The configurator of SPEC's parasol page, at /olta/configure. */
const OLTA_CONFIGURATOR = "olta-classic";

/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 40_000;

const STATIC_SITEMAP_PATHS = [
  paths.home,
  paths.collectionsAll,
  paths.fermobCollections,
  paths.oltaCatalogs,
  paths.olta,
  paths.oltaConfigure,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.faq,
  paths.shippingReturns,
  paths.careers,
];

/** Collection page address, as the storefront links it. */
export function collectionPath(brand: string, name: string): string {
  return brand === "OLTA"
    ? `/collectionsgoya/${encodeURIComponent(name.toLowerCase())}`
    : `/collectionsfermob/${encodeURIComponent(name)}`;
}

function urlset(entries: Array<{ loc: string; lastmod?: string | null }>): string {
  const body = entries
    .map(
      (e) =>
        `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * Search engines and link previews: /robots.txt, /sitemap.xml (an index once the catalogue
 * outgrows one file), and the page head (title, description, canonical, Open Graph, JSON-LD)
 * written into the HTML of every storefront address.
 */
export const seoPlugin = fp<{
  /** Where the sitemap's products and collections come from (CatalogService.sitemap: the index). */
  catalog: { sitemap(): Promise<SitemapCatalogue> };
  publicUrl: string | undefined;
  sitemapPageSize?: number;
}>(async (app: FastifyInstance, { catalog, publicUrl, sitemapPageSize = SITEMAP_PAGE_SIZE }) => {
  const cache = "public, max-age=3600";

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(request, publicUrl);
    const disallow = [
      "/admin",
      "/api/",
      "/reset-password",
      "/checkout",
      "/payment",
      "/profile",
      "/order",
      "/my-orders",
      "/login",
      "/register",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", cache)
      .send(
        `User-agent: *\nAllow: /\n${disallow.map((d) => `Disallow: ${d}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
  });

  /**
   * The sitemap files, built from the catalogue index (ADR 1503) and kept per address until the
   * catalogue changes: a crawler asking for them again costs no database work and no rebuild.
   */
  const built = new Map<string, string>();
  let builtFrom: SitemapCatalogue | undefined;
  const sitemapFile = async (origin: string, file: string): Promise<string | undefined> => {
    const catalogue = await catalog.sitemap();
    if (catalogue !== builtFrom) {
      built.clear();
      builtFrom = catalogue;
    }
    const key = `${origin} ${file}`;
    let xml = built.get(key);
    if (xml === undefined) {
      const made = buildSitemap(catalogue, origin, file, sitemapPageSize);
      if (made === undefined) return undefined;
      xml = made;
      if (built.size >= 64) built.clear();
      built.set(key, xml);
    }
    return xml;
  };

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const xml = await sitemapFile(siteOrigin(request, publicUrl), "sitemap.xml");
    return reply.type("application/xml; charset=utf-8").header("cache-control", cache).send(xml);
  });

  app.get("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    if (file !== "pages.xml" && !/^products-(\d{1,5})\.xml$/.test(file)) throw new HttpError(404, "Not found");
    const xml = await sitemapFile(siteOrigin(request, publicUrl), file);
    if (xml === undefined) throw new HttpError(404, "Not found");
    return reply.type("application/xml; charset=utf-8").header("cache-control", cache).send(xml);
  });
});

/** One sitemap file: the sitemap (or the index of files once the catalogue outgrows one), pages.xml or products-N.xml. */
function buildSitemap(catalogue: SitemapCatalogue, origin: string, file: string, pageSize: number): string | undefined {
  const pages = () => [
    ...STATIC_SITEMAP_PATHS.map((p) => ({ loc: `${origin}${p}` })),
    ...catalogue.collections.map((c) => ({ loc: `${origin}${collectionPath(c.brand, c.name)}`, lastmod: c.updated })),
  ];
  const products = (from: number) =>
    catalogue.products
      .slice(from, from + pageSize)
      .map((p) => ({ loc: `${origin}/product/${p.id}`, lastmod: p.updated }));
  const total = catalogue.products.length;
  if (file === "sitemap.xml") {
    if (total <= pageSize) return urlset([...pages(), ...products(0)]);
    const files = ["pages", ...Array.from({ length: Math.ceil(total / pageSize) }, (_, i) => `products-${i + 1}`)];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((f) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${f}.xml`)}</loc></sitemap>`)
      .join("\n")}\n</sitemapindex>\n`;
  }
  if (file === "pages.xml") return urlset(pages());
  const page = Number(/^products-(\d{1,5})\.xml$/.exec(file)?.[1] ?? 0);
  if (page < 1 || (page - 1) * pageSize >= total) return undefined;
  return urlset(products((page - 1) * pageSize));
}

interface RenderDeps {
  db: Db;
  publicUrl: string | undefined;
  assets: PageAssets;
  /** The storefront's server renderer; without it pages are the app shell the browser fills in. */
  renderPage: RenderPage | null;
  /** GET from this server's own API (a product for its head, the first view's data). */
  apiGet: ApiGet;
}

/** Every page's frame (header and footer) shows the shop's settings. */
const SHELL_DATA = ["/api/settings"];

/** The head of one storefront address, its early hints, and whether it exists. */
async function headFor(
  request: FastifyRequest,
  deps: RenderDeps,
  get: ApiGet,
): Promise<{ head: PageHead; status?: number; preloads: Preload[] }> {
  const origin = siteOrigin(request, deps.publicUrl);
  const url = new URL(request.url, "http://x");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const modules = deps.assets.modulesFor(pageModule(pathname));
  const notFound = () => ({
    head: { ...staticHead(pathname, url.searchParams, origin), noindex: true },
    status: 404,
    preloads: [],
  });

  // A guest order's private link (ADR 1907): without the right key the page is a real 404.
  const guestOrder = /^\/order\/([^/]+)\/?$/i.exec(pathname);
  const key = url.searchParams.get("key");
  if (guestOrder?.[1] && key !== null) {
    const answer = await get(`/api/guest-orders/${encodeURIComponent(guestOrder[1])}?key=${encodeURIComponent(key)}`);
    if (answer.statusCode === 404 || answer.statusCode === 400) return notFound();
  }
  const product = /^\/product\/([^/]+)\/?$/i.exec(pathname);
  if (product?.[1]) {
    // As a visitor sees it: an unpublished product is not found.
    const answer = await get(`/api/products/${encodeURIComponent(product[1])}`);
    if (answer.statusCode === 404 || answer.statusCode === 400) return notFound();
    if (answer.statusCode !== 200) {
      throw new HttpError(
        answer.statusCode,
        (answer.body as { message?: string } | undefined)?.message ?? "Request failed",
      );
    }
    const p = answer.body as Product;
    const main = p.images.find((i) => i.url)?.url;
    const srcset = main ? uploadSrcSet(main) : undefined;
    return {
      head: productHead(p, origin),
      preloads: [
        ...modules,
        { kind: "fetch", href: `/api/products/${p._id}` },
        { kind: "fetch", href: `/api/products/similar/${p._id}` },
        // The lead time of the variant chosen (ADR 1910) is part of the first view.
        { kind: "fetch", href: "/api/checkout/rules" },
        ...(main
          ? [
              {
                kind: "image" as const,
                href: main,
                ...(srcset ? { srcset, sizes: "(min-width: 1024px) 55vw, 100vw" } : {}),
              },
            ]
          : []),
      ],
    };
  }
  const configure = /^\/(?:olta\/configure|configure\/([^/]+))\/?$/i.exec(pathname);
  if (configure) {
    const slug = configure[1] ?? OLTA_CONFIGURATOR;
    const href = `/api/configurators/${encodeURIComponent(slug)}`;
    const answer = await get(href);
    if (answer.statusCode === 404 || answer.statusCode === 400) return notFound();
    if (answer.statusCode !== 200) {
      throw new HttpError(
        answer.statusCode,
        (answer.body as { message?: string } | undefined)?.message ?? "Request failed",
      );
    }
    return {
      head: configuratorHead(answer.body as ConfiguratorAnswer, origin),
      preloads: [...modules, { kind: "fetch", href }],
    };
  }
  const collection = /^\/(collectionsfermob|collectionsgoya)\/([^/]+)\/?$/i.exec(pathname);
  if (collection?.[1] && collection[2]) {
    const brand = collection[1].toLowerCase() === "collectionsgoya" ? "OLTA" : "FERMOB";
    const found = await repo.findCollection(deps.db.kysely, brand, collectionKey(collection[2]));
    if (!found) return notFound();
    return {
      head: collectionHead(
        brand,
        found.name,
        Number(found.count),
        found.image || undefined,
        origin,
        collectionPath(brand, found.name),
      ),
      preloads: modules,
    };
  }
  const preloads: Preload[] = [...modules];
  const lower = pathname.toLowerCase();
  // The full listing, as the SPA routes it: /collections/all, /collections/:collection, /dining-chairs.
  const collectionsMatch = /^\/collections\/([^/]+)\/?$/i.exec(pathname);
  const isListing = collectionsMatch !== null || lower.replace(/\/$/, "") === paths.diningChairs;
  if (pathname === paths.home) {
    preloads.push(
      { kind: "image", ...HOME_HERO_POSTER },
      { kind: "fetch", href: "/api/products?limit=8" },
      { kind: "fetch", href: "/api/products/best-seller" },
    );
  } else if (isListing) {
    const segment = collectionsMatch?.[1];
    const collection = segment && segment.toLowerCase() !== "all" ? segment : undefined;
    preloads.push({ kind: "fetch", href: listingApiPath(pathname, collection, url.searchParams) });
  } else if (lower === paths.fermobCollections) {
    preloads.push({ kind: "fetch", href: "/api/collections?brand=FERMOB" });
  } else if (lower === paths.oltaCatalogs) {
    preloads.push({ kind: "fetch", href: "/api/collections?brand=OLTA" });
  }
  return { head: staticHead(pathname, url.searchParams, origin), preloads };
}

export function seoRenderer(deps: RenderDeps): HtmlRenderer {
  return async (request, templateHtml) => {
    const get = onceEach(deps.apiGet);
    const { head, status, preloads } = await headFor(request, deps, get);
    const page = status === undefined ? await renderBody(request, preloads, deps.renderPage, get) : null;
    if (!page) return { html: applyHead(templateHtml, head, renderPreloads(preloads)), ...(status ? { status } : {}) };
    // A rendered page carries its data (no data hints) and loads its code after painting.
    const template = deps.assets.serverRenderedTemplate(templateHtml);
    const hints = renderPreloads(preloads.filter((p) => p.kind === "image"));
    const code = template.code + renderPreloads(preloads.filter((p) => p.kind === "module"));
    return { html: applyBody(applyHead(template.html, head, hints), { ...page, code }) };
  };
}

/** The page rendered on the server with the API answers its first view needs (those it would otherwise hint). */
async function renderBody(
  request: FastifyRequest,
  preloads: Preload[],
  renderPage: RenderPage | null,
  get: ApiGet,
): Promise<{ markup: string; data: Record<string, unknown> } | null> {
  if (!renderPage) return null;
  try {
    const urls = [...SHELL_DATA, ...preloads.flatMap((p) => (p.kind === "fetch" ? [p.href] : []))];
    const data = await firstViewData(urls, get);
    const markup = await renderPage(request.url, data);
    return markup === null ? null : { markup, data };
  } catch (err) {
    // The browser can still render the page from the app shell.
    request.log.error({ err }, "server rendering failed; sending the app shell");
    return null;
  }
}
