import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { hasTurkishPage, LANGUAGE_COOKIE, languageOfPath, localizePath, stripLanguage } from "@avlu/contract/languages";
import { isAppPath } from "@avlu/contract/paths";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { etagOf, ifNoneMatch } from "../lib/etag.js";
import { messageFor, msg } from "../lib/messages/message.js";
import { carriesSecret } from "./log-redaction.js";
import type { CachedPage, PageCache } from "./page-cache.js";
import { type QueryBudget, spendQuery } from "./query-budget.js";

/**
 * Fills the page template for one request (titles, meta tags); may turn the answer into a 404 (a
 * product that does not exist). `etag`: the page's validator when its HTML holds values that
 * differ per render (by default the HTML's hash).
 */
export type HtmlRenderer = (
  request: FastifyRequest,
  template: string,
) => Promise<{ html: string; status?: number; etag?: string }>;

export interface SpaOptions {
  webDistDir: string;
  render?: HtmlRenderer;
  /** Keeps rendered pages until the data they show changes (without it every page view renders). */
  cache?: PageCache;
  /** Per-client budget: a page the cache does not hold is rendered only within it (ADR 1502). */
  budget?: QueryBudget | undefined;
  /** Development (plugins/web-dev.ts): the template from Vite for each request instead of the build's. */
  devTemplate?: ((url: string) => Promise<string>) | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Answers a page address the router could not read (broken percent-encoding, `frameworkErrors`)
     * with the storefront's page shell and status 400, as spaPlugin serves pages. False when it is
     * no page address (an API or upload path, a file, another method) or no storefront is served:
     * the caller answers `{ message }` then.
     */
    sendBadAddressPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

/** Source maps, backups, editor leftovers and data files are never served, even when one lands in the built folder. */
const NEVER_SERVED = /(\.(map|bak|backup|old|orig|save|swp|swo|tmp|log|sql|sqlite|db|env|pem|key)|~)$/i;

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: messageFor(request, msg("http.notFound")) });
}

/**
 * Serves the built storefront: hashed assets cached for a year, every page address answered
 * with index.html (history fallback), and a real 404 status for addresses that are no page.
 */
export const spaPlugin = fp<SpaOptions>(async (app: FastifyInstance, opts) => {
  const indexFile = path.join(opts.webDistDir, "index.html");
  const built = !opts.devTemplate && fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      serveDotFiles: false,
      decorateReply: false,
      allowedPath: (pathname) => !NEVER_SERVED.test(pathname) && pathname !== "/index.html",
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }
  const template = built ? fs.readFileSync(indexFile, "utf8") : "";
  const render: HtmlRenderer = opts.render ?? (async (_req, html) => ({ html }));

  /** Whether a GET or HEAD of `pathname` may be answered with a page (not a file's address). */
  const isPageAddress = (request: FastifyRequest, pathname: string) =>
    (request.method === "GET" || request.method === "HEAD") &&
    // Files that do not exist (/.env, /x.js.map, backups) are plain 404s, never the app.
    !(pathname.split("/").pop() ?? "").includes(".") &&
    (built || opts.devTemplate !== undefined);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodeURIComponentSafe(request.url.split("?")[0] ?? "/");
    if (isApiOrUpload(pathname)) {
      return reply.code(404).send({
        message: messageFor(
          request,
          msg("http.routeNotFound", { method: request.method, path: pathname.split("/").slice(0, 3).join("/") }),
        ),
      });
    }
    if (!isPageAddress(request, pathname)) return notFoundJson(request, reply);
    const elsewhere = languageRedirect(request.url, request.headers.cookie);
    if (elsewhere) return reply.code(302).header("cache-control", "private, no-store").redirect(elsewhere);
    const produce = async (): Promise<CachedPage> => {
      spendQuery(opts.budget, request, reply);
      const { html, status, etag } = await render(
        request,
        opts.devTemplate ? await opts.devTemplate(request.url) : template,
      );
      return { html, gzipped: zlib.gzipSync(html), etag: etag ?? etagOf(html), ...(status ? { status } : {}) };
    };
    // An address with a secret in it (a guest order's private link, a mailed token) is kept by no
    // cache, ours or the browser's, and its page sends no Referer anywhere (ADR 1908).
    const secret = carriesSecret(request.url);
    // A page's head names its own address (canonical, Open Graph), so the host is part of the key.
    const page =
      opts.cache && !secret
        ? await opts.cache.get(`${request.protocol}://${request.host}${request.url}`, produce)
        : await produce();
    const status = isAppPath(stripLanguage(pathname)) ? (page.status ?? 200) : 404;
    reply
      .code(status)
      .header("cache-control", secret ? "private, no-store" : "no-cache")
      .type("text/html; charset=utf-8")
      .header("vary", "accept-encoding");
    if (secret) reply.header("referrer-policy", "no-referrer");
    else if (status === 200) {
      // A page seen before and unchanged since (pageEtag) is not sent again: `no-cache` makes the
      // browser ask each time, and the answer is a 304 without the page's 24–36 KB (gzipped).
      reply.header("etag", page.etag);
      if (ifNoneMatch(request, page.etag)) return reply.code(304).send();
    }
    return sendHtml(request, reply, page);
  });

  // A truncated or hand-edited link (`/collections/goya%C3`) is a page the shopper asked for: the
  // storefront's shell rather than a JSON message. The router in the browser reads the address
  // undecoded (an unknown one is the not-found page, in the address's language). Not rendered on
  // the server (no catalogue read for an address that means nothing) and kept by no cache.
  const shell = { html: template, gzipped: zlib.gzipSync(template) };
  app.decorate("sendBadAddressPage", async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (isApiOrUpload(path) || !isPageAddress(request, path)) return false;
    const page = opts.devTemplate ? { html: await opts.devTemplate("/"), gzipped: undefined } : shell;
    reply
      .code(400)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .header("vary", "accept-encoding");
    sendHtml(request, reply, page);
    return true;
  });
});

const isApiOrUpload = (pathname: string) =>
  pathname.startsWith("/api/") || pathname === "/api" || pathname.startsWith("/uploads/");

/** The not-found handler is not a route, so @fastify/compress does not hook it: the page is gzipped here. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, page: { html: string; gzipped?: Buffer | undefined }) {
  if (page.gzipped && acceptsGzip(request.headers["accept-encoding"])) {
    return reply.header("content-encoding", "gzip").send(page.gzipped);
  }
  return reply.send(page.html);
}

/**
 * Where a page address belongs in the shopper's language (issue 20, ADR 2010): a `/tr/…` page that
 * is not translated yet goes to its SPEC twin, and a SPEC page that has a Turkish twin goes there
 * when the shopper chose Turkish before (the language cookie). Null: answer the address itself —
 * also a `/tr/…` address that is no page at all, which is answered 404 with the Turkish 404 page.
 */
const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

function languageRedirect(url: string, cookie: string | undefined): string | null {
  // The address as sent (still percent-encoded), so nothing decoded reaches the Location header.
  const cut = url.indexOf("?");
  const path = cut === -1 ? url : url.slice(0, cut);
  const search = cut === -1 ? "" : url.slice(cut);
  if (languageOfPath(path) === "tr") {
    if (hasTurkishPage(path) || !isAppPath(stripLanguage(decodeURIComponentSafe(path)))) return null;
    // One leading slash: `/tr//host` or `/tr/\host` must not become an address on another host.
    return `${stripLanguage(path).replace(/^[/\\]+/, "/")}${search}`;
  }
  const chosen = CHOSEN_LANGUAGE.exec(cookie ?? "")?.[1];
  if (chosen === "tr" && hasTurkishPage(path)) return localizePath(`${path}${search}`, "tr");
  return null;
}

/** Whether an Accept-Encoding header allows gzip (listed, and not with q=0). */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const gzip = String(header ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase().split(";"))
    .find(([coding]) => coding === "gzip" || coding === "*");
  if (!gzip) return false;
  const q = gzip.slice(1).find((p) => p.trim().startsWith("q="));
  return !q || Number(q.trim().slice(2)) > 0;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
