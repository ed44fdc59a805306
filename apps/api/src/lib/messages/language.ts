import { LANGUAGES, type Language } from "@avlu/contract/languages";
import type { FastifyRequest } from "fastify";

/**
 * The first language of an `Accept-Language` header (by weight, then order) that the shop writes
 * in, else English. The storefront sends its page's language (`<html lang>`), so the page the
 * shopper acted on decides: SPEC pages are `en`, the `/tr` pages `tr` (ADR 2000, ADR 2011). The one
 * parser for mails, API messages and documents.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return "en";
  const ranked = header
    .slice(0, 500)
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((x) => /^\s*q=([\d.]+)\s*$/.exec(x)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const found = ranked.find((x) => (LANGUAGES as readonly string[]).includes(x.primary));
  return (found?.primary as Language | undefined) ?? "en";
}

/** The language the caller reads (its `Accept-Language`). */
export function requestLanguage(request: Pick<FastifyRequest, "headers">): Language {
  const header = request.headers["accept-language"];
  return preferredLanguage(Array.isArray(header) ? header.join(",") : header);
}
