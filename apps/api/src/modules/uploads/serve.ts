import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Storage, UPLOAD_CONTENT_TYPES } from "./storage.js";

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/**
 * GET /uploads/<key>: stored pictures with a fixed content type by extension, nosniff, a CSP that
 * lets nothing run (an SVG opened directly cannot script), and immutable caching (keys never change content).
 */
export const uploadsServePlugin = fp<{ storage: Storage }>(async (app: FastifyInstance, { storage }) => {
  app.get("/uploads/*", { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const type = UPLOAD_CONTENT_TYPES[path.extname(key).toLowerCase()];
    if (!type || !KEY_PATTERN.test(key) || key.includes("..")) return reply.code(404).send({ message: "Not found" });
    let body: Buffer | NodeJS.ReadableStream | null;
    if (storage.localRoot) {
      // Local files are streamed, not read into memory.
      const file = path.join(storage.localRoot, key);
      const stat = await fs.promises.stat(file).catch(() => null);
      body = stat?.isFile() ? fs.createReadStream(file) : null;
      if (stat && body) reply.header("content-length", stat.size);
    } else if (storage.open) {
      // Remote objects (S3) are streamed through as well.
      const object = await storage.open(key);
      body = object?.body ?? null;
      if (object?.size !== undefined) reply.header("content-length", object.size);
    } else {
      body = await storage.get(key);
    }
    if (!body) return reply.code(404).send({ message: "Not found" });
    return reply
      .header("content-type", type)
      .header("x-content-type-options", "nosniff")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
      )
      .header("cross-origin-resource-policy", "same-origin")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(body);
  });
});
