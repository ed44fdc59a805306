import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import cors from "@fastify/cors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { badRequest } from "../lib/http-error.js";
import { messageFor, msg } from "../lib/messages/message.js";

/** The Content-Security-Policy of pages and files (API answers and uploaded files get stricter ones of their own). */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // sonner and React inject small style blocks at run time
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "media-src": ["'self'"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

/** helmet's options: the policy of the pages and files this server answers (the API has its own, below). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...CSP_DIRECTIVES, "upgrade-insecure-requests": null },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once: helmet's middleware is run against a recording
 * response at start-up and the same headers are put on every page and file by one hook (ADR 1500).
 * @fastify/helmet built a new helmet middleware for every request, re-parsing the whole policy
 * (a tenth of the CPU of a cached answer).
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
})();

/**
 * The headers of an API answer (JSON, CSV, PDF): OWASP's REST set. A browser never renders one as
 * a page, so the page policy (script, style and font sources, COOP, Origin-Agent-Cluster, the
 * legacy X-* headers) says nothing there; what matters is that it runs nothing (`default-src
 * 'none'`), is never framed, is never sniffed into another type, and is not readable by another
 * site's `<script>` or `<img>` (CORP). A third of the bytes of a small answer (ADR 1509).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
});

/** The security headers of an answer to `url`: the API's, or the pages' (the API docs are a page). */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return url.startsWith("/api/") && !url.startsWith("/api/docs") ? API_SECURITY_HEADERS : BASELINE_SECURITY_HEADERS;
}

/**
 * Fastify's `frameworkErrors`: a request whose address cannot be routed at all (broken percent
 * encoding, a path segment beyond maxParamLength) gets the same `{ message }` and security
 * headers as every other answer, instead of Fastify's own body with its internal error code —
 * except a page address with broken encoding, which gets the storefront's page shell (status 400).
 */
export async function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(securityHeadersFor(request.url));
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.code(414).send({ message: messageFor(request, msg("http.addressTooLong")) });
  }
  if (err.code === "FST_ERR_BAD_URL") {
    // A page address gets the storefront's page (spa.ts); any other the message.
    if (
      request.server.hasDecorator("sendBadAddressPage") &&
      (await request.server.sendBadAddressPage(request, reply).catch(() => false))
    )
      return reply;
    return reply.code(400).send({ message: messageFor(request, msg("http.malformedAddress")) });
  }
  return reply.code(500).send({ message: messageFor(request, msg("http.internal")) });
}

/** What Node's HTTP parser refused, in the shop's words. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive" },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request headers are too large" },
};
const MALFORMED = { status: 400, message: "Malformed HTTP request" };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (bad framing, headers
 * too large, too slow) is answered on the socket before Fastify sees it. It still gets the shop's
 * `{ message }` shape and the security headers, then the connection closes (as Node does).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = CLIENT_ERRORS[err.code ?? ""] ?? MALFORMED;
    const body = JSON.stringify({ message });
    const headers = {
      // The answer is JSON, whatever was asked for.
      ...API_SECURITY_HEADERS,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      "cache-control": "no-store",
      connection: "close",
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(err);
}

const PART_NAMES = { query: "query parameter", params: "path", body: "body" } as const;

/** A UTF-16 surrogate without its pair: text that cannot be written as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain NUL characters";
  if (LONE_SURROGATE.test(text)) return "must be valid Unicode text (it holds an unpaired surrogate)";
  return null;
}

/**
 * The first text in a request value (keys included) that the databases cannot store the same way,
 * with its dotted path ("" for the value itself), or null. Iterative, so a deeply nested body
 * cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): { path: string; problem: string } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    const v = item.value;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) return { path: item.path, problem };
    } else if (v !== null && typeof v === "object") {
      for (const [key, child] of Object.entries(v)) {
        const path = item.path ? `${item.path}.${key}` : key;
        const problem = textProblem(key);
        if (problem) return { path, problem };
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

/** Security headers on every response (securityHeadersFor), and CORS only for configured origins (same-origin otherwise). */
export const securityPlugin = fp<{ corsOrigins: string[] }>(async (app: FastifyInstance, opts) => {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    done();
  });
  if (opts.corsOrigins.length > 0) {
    const allowed = new Set(opts.corsOrigins);
    await app.register(cors, {
      // A function rather than the list: for any other origin the plugin then sends no CORS header
      // at all (with the list it still sent Access-Control-Allow-Credentials to everyone).
      origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin) ? origin : false),
      credentials: true,
      methods: ["GET", "POST", "PUT", "DELETE"],
      allowedHeaders: ["Content-Type", "Authorization", "Idempotency-Key"],
    });
  }

  // Request bodies are JSON (uploads multipart, the product import CSV): Fastify's default
  // text/plain parser only turned a mistyped body into a confusing "expected object" answer.
  app.removeContentTypeParser("text/plain");

  // PostgreSQL cannot store a NUL character (the query fails: a 500) and SQLite cuts LIKE
  // patterns at one (a search for "\0x" matched everything); an unpaired surrogate is stored as
  // one U+FFFD by PostgreSQL but as ill-formed UTF-8 by SQLite. No text of the shop needs either,
  // so an API request carrying one is refused before validation, the same on both databases.
  // (Hooks on every request take a callback rather than returning a promise: one promise and one
  // microtask less per hook per request, ADR 1519.)
  app.addHook("preValidation", (request, _reply, done) => {
    if (request.url.startsWith("/api/")) {
      for (const part of ["params", "query", "body"] as const) {
        const unsafe = findUnsafeText(request[part]);
        if (unsafe) {
          const field = unsafe.path ? `${unsafe.path} ` : "";
          return done(badRequest(`Invalid ${PART_NAMES[part]}: ${field}${unsafe.problem}`));
        }
      }
    }
    done();
  });
});
