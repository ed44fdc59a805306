import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.js";

const PART_NAMES: Record<string, string> = {
  body: "body",
  querystring: "query parameter",
  params: "path",
  headers: "header",
};

/** Errors a database driver raises when the database cannot be reached. */
const DB_UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
  "53300", // too_many_connections
  "SQLITE_BUSY",
  "DB_UNAVAILABLE", // db/database.ts: PostgreSQL unreachable, or every pooled connection stayed busy
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const e = err as { code?: unknown; message?: unknown };
  if (typeof e.code === "string" && DB_UNAVAILABLE_CODES.has(e.code)) return true;
  return (
    typeof e.message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
      e.message,
    )
  );
}

/**
 * The one error shape: `{ message }` (plus `errors` for validation). 4xx messages are written
 * for people; 5xx bodies never carry internals, which go to the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = PART_NAMES[err.validationContext ?? "body"] ?? "request";
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "is invalid",
      }));
      const summary = errors.map((e) => (e.path ? `${e.path} ${e.message}` : e.message)).join("; ");
      return reply.code(400).send({ message: `Invalid ${part}: ${summary}`, errors });
    }
    const status = err.statusCode ?? 500;
    // A route's own 413 ("Image is too large: at most 40 megapixels") keeps its message.
    if ((status === 413 && !(err instanceof HttpError)) || err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ message: "Request body is too large" });
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ message: "Unsupported content type; send application/json" });
    }
    if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (status === 400 && err instanceof SyntaxError)) {
      return reply.code(400).send({ message: "Malformed JSON body" });
    }
    if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ message: "Request body is empty; send a JSON object" });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: err.message || "Bad request" });
    }
    if (status === 503 && err instanceof HttpError) {
      // A dependency (e.g. the image bucket) is away: its own message, the detail to the log.
      request.log.error({ err, cause: err.cause }, "dependency unavailable");
      return reply.code(503).header("retry-after", "5").send({ message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({
        message: "Service temporarily unavailable: the database cannot be reached. Please try again shortly.",
      });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ message: "Internal server error" });
  });
});
