import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import fp from "fastify-plugin";
import { etagOf, ifNoneMatch } from "../lib/etag.js";
import type { EventBus, Topic } from "../lib/events.js";
import { SecondRequest } from "../lib/second-request.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks a public GET whose answer depends only on its URL and on the data of this topic. */
    cache?: Topic;
  }
}

/** Anonymous visitors may reuse an answer for a few seconds, then revalidate with the ETag. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=30";
/** Answers to signed-in callers (admins see unpublished products) stay in their browser and are always revalidated. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/**
 * Every other API answer (profile, cart, orders, admin, errors, writes): kept by no cache, neither
 * the browser's nor a proxy's, so one person's data never reaches another on a shared device or
 * through a shared cache (OWASP ASVS V8).
 */
export const NO_STORE_CACHE_CONTROL = "private, no-store";

interface Entry {
  /** Bytes, not text: a hit then costs no UTF-8 encoding and no length count (a large list answer's main CPU cost). */
  body: Buffer;
  etag: string;
  storedAt: number;
  /** Compressed once, when a client first asks for it (then every hit sends the same bytes). */
  br?: Buffer;
  gzip?: Buffer;
  /** Bytes held by this entry (body and compressed copies), counted in its store's total. */
  size: number;
  store: Store;
}

/** One topic's answers, oldest first, and the bytes they hold. */
interface Store {
  entries: Map<string, Entry>;
  bytes: number;
}

/** Answers smaller than this go uncompressed (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024;

/** The encoding to send: brotli, else gzip, if the client accepts it (q=0 refuses). */
function encodingFor(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? "").split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    accepted.add(coding.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** What an onSend hook hands on: an error, or the payload to send. */
type OnSendDone = (err: Error | null, payload?: unknown) => void;

/**
 * A cache hit written straight to the socket (ADR 1500): the headers set so far (security, CORS),
 * the cache's own, and the stored bytes — compressed once per entry when the client accepts it —
 * without the reply pipeline (serialisation, onSend hooks, per-request compression), which cost
 * most of a small cached answer.
 */
function sendHit(request: FastifyRequest, reply: FastifyReply, hit: Entry): void {
  varyOnAuthorization(reply);
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  headers["content-type"] = "application/json; charset=utf-8";
  headers.etag = hit.etag;
  headers["cache-control"] = PUBLIC_CACHE_CONTROL;
  headers["x-cache"] = "hit";
  headers.vary = `${headers.vary}, Accept-Encoding`;
  reply.hijack();
  if (ifNoneMatch(request, hit.etag)) {
    reply.raw.writeHead(304, headers);
    reply.raw.end();
    return;
  }
  let body = hit.body;
  const encoding = body.length >= COMPRESS_FROM ? encodingFor(request.headers["accept-encoding"]) : undefined;
  if (encoding === "br") {
    if (!hit.br) {
      hit.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
      hit.size += hit.br.length;
      hit.store.bytes += hit.br.length;
    }
    body = hit.br;
  } else if (encoding === "gzip") {
    if (!hit.gzip) {
      hit.gzip = gzipSync(body);
      hit.size += hit.gzip.length;
      hit.store.bytes += hit.gzip.length;
    }
    body = hit.gzip;
  }
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = body.length;
  reply.raw.writeHead(200, headers);
  reply.raw.end(request.method === "HEAD" ? undefined : body);
}

export interface HttpCacheOptions {
  events: EventBus;
  /** Safety net when another instance's change notice is missed (no REDIS_URL). */
  ttlMs?: number;
  maxEntries?: number;
  /**
   * Bytes of answers kept per topic (default 32 MiB). Distinct filter URLs (ADR 1500's cold
   * queries) are each 40 KB or so: 5,000 of them were 200 MB of the process's memory (ADR 1503).
   */
  maxBytes?: number;
}

/** Adds Authorization to Vary, keeping what is there (CORS sets Vary: Origin; overwriting it let a shared cache mix origins). */
function varyOnAuthorization(reply: FastifyReply): void {
  const current = String(reply.getHeader("vary") ?? "");
  const fields = current
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === "authorization")) fields.push("Authorization");
  reply.header("vary", fields.join(", "));
}

/**
 * HTTP caching for catalogue reads: an ETag on every answer (304 when unchanged), and an
 * in-memory copy of anonymous answers keyed by URL, dropped the moment the topic's data changes
 * (EventBus) — so a changed product is never served from the cache. An answer is kept from the
 * second time its URL is asked (ADR 1508): one-off queries do not crowd out the ones shoppers
 * repeat. Every other API answer is `private, no-store`.
 */
export const httpCachePlugin = fp<HttpCacheOptions>(async (app: FastifyInstance, opts) => {
  const ttlMs = opts.ttlMs ?? 60_000;
  const maxEntries = opts.maxEntries ?? 5_000;
  const maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
  const stores = new Map<Topic, Store>();
  /** Bumped on every change, so an answer computed before a change is never stored after it. */
  const versions = new Map<Topic, number>();
  const admission = new SecondRequest();

  const storeFor = (topic: Topic) => {
    let store = stores.get(topic);
    if (!store) {
      const created: Store = { entries: new Map(), bytes: 0 };
      store = created;
      stores.set(topic, created);
      opts.events.subscribe(topic, () => {
        versions.set(topic, (versions.get(topic) ?? 0) + 1);
        created.entries.clear();
        created.bytes = 0;
      });
    }
    return store;
  };
  const cacheTopic = (request: FastifyRequest) =>
    request.method === "GET" || request.method === "HEAD" ? request.routeOptions.config.cache : undefined;

  app.decorateRequest("cacheVersion", 0);

  // Both hooks run on every request: a callback each, not a promise (ADR 1519).
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const topic = cacheTopic(request);
    if (!topic) return done();
    const store = storeFor(topic);
    request.cacheVersion = versions.get(topic) ?? 0;
    if (request.headers.authorization) return done();
    const hit = store.entries.get(request.url);
    if (!hit) return done();
    if (Date.now() - hit.storedAt > ttlMs) {
      store.entries.delete(request.url);
      store.bytes -= hit.size;
      return done();
    }
    // Answered here (the reply is hijacked): the rest of the request's hooks never run.
    sendHit(request, reply, hit);
  });

  app.addHook("onSend", (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
    const topic = cacheTopic(request);
    // Catalogue answers are Buffers put together by the index (ADR 1500); others are JSON text.
    const body = typeof payload === "string" || Buffer.isBuffer(payload) ? payload : undefined;
    if (!topic || reply.statusCode !== 200 || body === undefined || reply.getHeader("x-cache") === "hit") {
      if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", NO_STORE_CACHE_CONTROL);
      }
      return done(null, payload);
    }
    const etag = etagOf(body);
    reply.header("etag", etag);
    varyOnAuthorization(reply);
    if (request.headers.authorization) {
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    } else {
      reply.header("cache-control", PUBLIC_CACHE_CONTROL);
      if ((versions.get(topic) ?? 0) === request.cacheVersion && admission.seenBefore(request.url)) {
        const store = storeFor(topic);
        const bytes = typeof body === "string" ? Buffer.from(body) : body;
        const old = store.entries.get(request.url);
        if (old) {
          store.entries.delete(request.url);
          store.bytes -= old.size;
        }
        // Oldest first out, until both the count and the bytes fit.
        while (store.entries.size > 0 && (store.entries.size >= maxEntries || store.bytes + bytes.length > maxBytes)) {
          const [key, oldest] = store.entries.entries().next().value as [string, Entry];
          store.entries.delete(key);
          store.bytes -= oldest.size;
        }
        if (bytes.length <= maxBytes) {
          store.entries.set(request.url, { body: bytes, etag, storedAt: Date.now(), size: bytes.length, store });
          store.bytes += bytes.length;
        }
      }
    }
    if (ifNoneMatch(request, etag)) {
      reply.code(304);
      return done(null, "");
    }
    return done(null, payload);
  });
});

declare module "fastify" {
  interface FastifyRequest {
    cacheVersion: number;
  }
}
