import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** A strong validator for a body (catalogue answers, rendered pages): its SHA-1, shortened. */
export const etagOf = (body: string | Buffer) =>
  `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

/** Whether the request's If-None-Match names `etag` (weak comparison, as for a GET). */
export function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  return typeof header === "string" && header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}
