import type { InjectOptions } from "fastify";
import type { TestApp } from "./helpers.js";

/** The headers of a request from a Turkish page (the storefront sends its page's language, ADR 2011). */
export const TURKISH = { "accept-language": "tr-TR,tr;q=0.9,en;q=0.5" } as const;

/** The same request without a language and from a Turkish page: both answers, their statuses and messages. */
export async function inBoth(t: TestApp, opts: InjectOptions & { token?: string }) {
  const en = await t.request(opts);
  const tr = await t.request({ ...opts, headers: { ...opts.headers, ...TURKISH } });
  return { en, tr, status: [en.statusCode, tr.statusCode], message: [en.json().message, tr.json().message] };
}
