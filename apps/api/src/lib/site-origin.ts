import type { FastifyRequest } from "fastify";

/** A host as browsers send it (name or address, optional port); anything else is not echoed into pages. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's address for links in pages, sitemaps and mails: PUBLIC_URL, else the origin the
 * request came to (a Host header that is not a plain host name is not used).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  return `${request.protocol}://${HOST.test(request.host) ? request.host : "localhost"}`;
}
