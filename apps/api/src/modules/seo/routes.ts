import { hasTurkishPage, type Language, languageOfPath, localizePath } from "@avlu/contract/languages";
import { paths } from "@avlu/contract/paths";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../../lib/http-error.js";
import { pacer } from "../../lib/pace.js";
import { siteOrigin } from "../../lib/site-origin.js";
import type { HtmlRenderer } from "../../plugins/spa.js";
import type { SitemapCatalogue } from "../catalog/service.js";
import { applyHead, defaultHead, escapeHtml } from "./head.js";
import { type ApiGet, applyBody, pageEtag, type RenderPage } from "./page-body.js";
import { type PageAssets, type Preload, renderPreloads } from "./preload.js";

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

/** Where the product lines of a sitemap come from (ids and last changes, ms). */
type UrlEntry = { loc: string; lastmod?: string | null };

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

/**
 * A urlset, written in slices of a few milliseconds straight into bytes (ADR 1504): 40,000 URLs
 * take far longer than a slice, and held as 40,000 strings until joined they made the young
 * generation's collections copy them all (tens of ms each on a loaded machine).
 */
async function urlset(count: number, entry: (k: number) => UrlEntry): Promise<Buffer> {
  const tick = pacer();
  let out = Buffer.allocUnsafe(Math.max(4096, count * 110));
  let used = out.write(HEAD, 0);
  for (let k = 0; k < count; k++) {
    const e = entry(k);
    const line = `${k > 0 ? "\n" : ""}<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
    // Each character is at most 3 bytes in UTF-8.
    if (used + line.length * 3 + 64 > out.length) {
      const bigger = Buffer.allocUnsafe(out.length * 2 + line.length * 3);
      out.copy(bigger, 0, 0, used);
      out = bigger;
    }
    used += out.write(line, used);
    const wait = tick(k);
    if (wait) await wait;
  }
  const tail = "\n</urlset>\n";
  if (used + tail.length > out.length) {
    const bigger = Buffer.allocUnsafe(used + tail.length);
    out.copy(bigger, 0, 0, used);
    out = bigger;
  }
  used += out.write(tail, used);
  return out.subarray(0, used);
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
  const built = new Map<string, Promise<Buffer | string | undefined>>();
  let builtFrom: SitemapCatalogue | undefined;
  const sitemapFile = async (origin: string, file: string): Promise<Buffer | string | undefined> => {
    const catalogue = await catalog.sitemap();
    if (catalogue !== builtFrom) {
      built.clear();
      builtFrom = catalogue;
    }
    const key = `${origin} ${file}`;
    let xml = built.get(key);
    if (xml === undefined) {
      // Requests for a file being built share the build (built in slices, ADR 1504).
      xml = buildSitemap(catalogue, origin, file, sitemapPageSize);
      if (built.size >= 64) built.clear();
      built.set(key, xml);
      xml.catch(() => built.delete(key));
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
async function buildSitemap(
  catalogue: SitemapCatalogue,
  origin: string,
  file: string,
  pageSize: number,
): Promise<Buffer | string | undefined> {
  const pages = () => {
    const collections = catalogue.collections.map((c) => ({
      path: collectionPath(c.brand, c.name),
      lastmod: c.updated,
    }));
    return [
      ...STATIC_SITEMAP_PATHS.map((p) => ({ loc: `${origin}${p}` })),
      // The Turkish twins of the pages translated so far (ADR 2010).
      ...STATIC_SITEMAP_PATHS.filter(hasTurkishPage).map((p) => ({ loc: `${origin}${localizePath(p, "tr")}` })),
      ...collections.map((c) => ({ loc: `${origin}${c.path}`, lastmod: c.lastmod })),
      ...collections
        .filter((c) => hasTurkishPage(c.path))
        .map((c) => ({ loc: `${origin}${localizePath(c.path, "tr")}`, lastmod: c.lastmod })),
    ];
  };
  const { ids, updated } = catalogue.products;
  // lastmod shows the day: one string per day, not per product.
  const days = new Map<number, string>();
  const dayOf = (ms: number) => {
    const day = Math.floor(ms / 86_400_000);
    let text = days.get(day);
    if (text === undefined) {
      text = new Date(ms).toISOString().slice(0, 10);
      days.set(day, text);
    }
    return text;
  };
  // Each product page in every language it has (its Turkish twin once the product page is translated).
  const languages: Language[] = hasTurkishPage("/product/x") ? ["en", "tr"] : ["en"];
  const product = (k: number): UrlEntry => {
    const i = Math.floor(k / languages.length);
    const language = languages[k % languages.length] ?? "en";
    return {
      loc: `${origin}${localizePath(`/product/${ids[i] as string}`, language)}`,
      lastmod: dayOf(updated[i] as number),
    };
  };
  const total = ids.length * languages.length;
  if (file === "sitemap.xml") {
    if (total <= pageSize) {
      const head = pages();
      return urlset(head.length + total, (k) => (k < head.length ? (head[k] as UrlEntry) : product(k - head.length)));
    }
    const files = ["pages", ...Array.from({ length: Math.ceil(total / pageSize) }, (_, i) => `products-${i + 1}`)];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((f) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${f}.xml`)}</loc></sitemap>`)
      .join("\n")}\n</sitemapindex>\n`;
  }
  if (file === "pages.xml") {
    const head = pages();
    return urlset(head.length, (k) => head[k] as UrlEntry);
  }
  const page = Number(/^products-(\d{1,5})\.xml$/.exec(file)?.[1] ?? 0);
  if (page < 1 || (page - 1) * pageSize >= total) return undefined;
  const from = (page - 1) * pageSize;
  return urlset(Math.min(pageSize, total - from), (k) => product(from + k));
}

interface RenderDeps {
  publicUrl: string | undefined;
  assets: PageAssets;
  /** The storefront's server renderer; without it pages are the app shell the browser fills in. */
  renderPage: RenderPage | null;
  /** GET from this server's own API (what the page's route loaders ask for). */
  apiGet: ApiGet;
}

/**
 * Answers a storefront address with its page: the storefront's renderer (entry-server.tsx) runs the
 * router's loaders and reads the route's head (ADR 1600); this puts the head, the rendered markup,
 * the state it was rendered with and the code hints into the template. Pages the storefront does not
 * render (signed-in pages, admin, a 404) are the app shell with their head.
 */
export function seoRenderer(deps: RenderDeps): HtmlRenderer {
  return async (request, templateHtml) => {
    const origin = siteOrigin(request, deps.publicUrl);
    if (await isWrongGuestKey(request.url, deps.apiGet)) {
      // The page the browser shows is its 404 page; the address must answer 404 too (ADR 1908).
      return { html: applyHead(templateHtml, { ...defaultHead(), noindex: true }), status: 404 };
    }
    const page = await renderPage(request, deps, origin);
    if (!page) return { html: applyHead(templateHtml, defaultHead()) };
    const { head } = page;
    if (head.status && head.status >= 500) throw new HttpError(head.status, head.message ?? "Request failed");
    const modules = deps.assets.modulesFor(page.modules);
    const images: Preload[] = (head.preloadImages ?? []).map((i) => ({ kind: "image", ...i }));
    if (page.html === null || !page.served) {
      return {
        html: applyHead(templateHtml, head, renderPreloads([...modules, ...images])),
        ...(head.status === 404 ? { status: 404 } : {}),
      };
    }
    // A rendered page carries its data and loads its code after painting.
    const template = deps.assets.serverRenderedTemplate(templateHtml);
    const code = template.code + renderPreloads(modules);
    const shell = applyHead(template.html, head, renderPreloads(images));
    const body = { markup: page.html, served: page.served, code };
    return { html: applyBody(shell, body), etag: pageEtag({ shell, ...body }) };
  };
}

/**
 * A guest order's private link (`/order/:id?key=…`, ADR 1907/1908) whose key does not open the order.
 * The order page renders only in the browser, so the server asks the guest-order API itself.
 */
async function isWrongGuestKey(url: string, get: ApiGet): Promise<boolean> {
  const parsed = new URL(url, "http://x");
  const id = /^\/order\/([^/]+)\/?$/i.exec(parsed.pathname)?.[1];
  const key = parsed.searchParams.get("key");
  if (!id || key === null) return false;
  const answer = await get(`/api/guest-orders/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`);
  return answer.statusCode === 404 || answer.statusCode === 400;
}

async function renderPage(request: FastifyRequest, deps: RenderDeps, origin: string) {
  if (!deps.renderPage) return null;
  try {
    // The page's reads ask in its language, as the browser's would: a Turkish page's errors are Turkish.
    const language = languageOfPath(request.url.split("?")[0] ?? "/");
    return await deps.renderPage(request.url, (url) => deps.apiGet(url, language), origin);
  } catch (err) {
    // The browser can still render the page from the app shell.
    request.log.error({ err }, "server rendering failed; sending the app shell");
    return null;
  }
}
