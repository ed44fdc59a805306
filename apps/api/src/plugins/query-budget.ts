import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-error.js";
import { EN } from "../lib/messages/catalogue-en.js";
import { msg } from "../lib/messages/message.js";

export const QUERY_BUDGET_MESSAGE = EN["http.queryBudget"];

/**
 * A per-client budget of catalogue work the caches cannot answer (ADR 1502): catalogue API
 * requests that miss the response cache and page renders that miss the page cache. A token
 * bucket per client address: `perMinute` at once, refilled at `perMinute` a minute. A shopper
 * clicking through filters uses a few a minute; a loop of made-up query strings runs out and is
 * answered 429 until it slows down. Counted per instance (an address spread over instances gets
 * each instance's budget).
 */
export class QueryBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    readonly perMinute: number,
    private readonly maxClients = 50_000,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes one query from the client's budget; false (and the seconds to wait) when none is left. */
  take(client: string, now = Date.now()): { ok: true } | { ok: false; retryAfterS: number } {
    const bucket = this.buckets.get(client);
    let tokens = this.perMinute;
    if (bucket) {
      tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.perMs);
      this.buckets.delete(client);
    } else if (this.buckets.size >= this.maxClients) {
      // The least recently seen client goes (Map order is insertion order; a seen client is re-inserted).
      this.buckets.delete(this.buckets.keys().next().value as string);
    }
    const ok = tokens >= 1;
    this.buckets.set(client, { tokens: ok ? tokens - 1 : tokens, at: now });
    return ok ? { ok: true } : { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000)) };
  }
}

/** Takes a query from the request's client, or answers 429 with Retry-After. */
export function spendQuery(budget: QueryBudget | undefined, request: FastifyRequest, reply: FastifyReply): void {
  if (!budget) return;
  const taken = budget.take(request.ip);
  if (taken.ok) return;
  reply.header("retry-after", String(taken.retryAfterS));
  throw new HttpError(429, msg("http.queryBudget"));
}

/**
 * Counts catalogue API requests that the response cache did not answer (registered after the
 * cache plugin: a cache hit has been sent before this hook runs). The server's own requests while
 * rendering a page carry `internalHeader` and are not counted again.
 */
export const queryBudgetPlugin = fp<{ budget: QueryBudget | undefined; internalHeader: [string, string] }>(
  async (app: FastifyInstance, { budget, internalHeader: [name, value] }) => {
    if (!budget) return;
    // On every request: a callback, not a promise (ADR 1519); spendQuery's 429 is thrown into Fastify's hook runner.
    app.addHook("onRequest", (request, reply, done) => {
      if (
        request.routeOptions.config.cache === "catalog" &&
        (request.method === "GET" || request.method === "HEAD") &&
        request.headers[name] !== value
      ) {
        spendQuery(budget, request, reply);
      }
      done();
    });
  },
);
