import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.js";
import { requestLanguage } from "../lib/messages/language.js";
import { type Message, msg, renderMessage } from "../lib/messages/message.js";
import { PART_NAMES, REQUEST_PART, validationSummary } from "../lib/messages/validation.js";

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
 * for people, in the caller's language (`Accept-Language`, ADR 2011: catalogue messages and the
 * texts here; English, exactly as always, unless the caller prefers Turkish); 5xx bodies never
 * carry internals, which go to the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const say = (message: Message) => renderMessage(language, message);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = PART_NAMES[err.validationContext ?? "body"] ?? REQUEST_PART;
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "is invalid",
      }));
      const summary = validationSummary(err.validation);
      return reply.code(400).send({ message: say(msg("http.invalid", { part, summary })), errors });
    }
    const status = err.statusCode ?? 500;
    // A route's own 413 ("Image is too large: at most 40 megapixels") keeps its message.
    if ((status === 413 && !(err instanceof HttpError)) || err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ message: say(msg("http.bodyTooLarge")) });
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ message: say(msg("http.unsupportedMediaType")) });
    }
    if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (status === 400 && err instanceof SyntaxError)) {
      return reply.code(400).send({ message: say(msg("http.malformedJson")) });
    }
    if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ message: say(msg("http.emptyBody")) });
    }
    // @fastify/compress reading a compressed request body.
    if (err.code === "FST_CP_ERR_INVALID_CONTENT_ENCODING") {
      const encoding = String(request.headers["content-encoding"] ?? "").slice(0, 100);
      return reply.code(415).send({ message: say(msg("http.unsupportedEncoding", { encoding })) });
    }
    if (err.code === "FST_CP_ERR_INVALID_CONTENT") {
      return reply.code(400).send({ message: say(msg("http.undecodableBody")) });
    }
    if (status >= 400 && status < 500) {
      const text = err instanceof HttpError ? err.textIn(language) : err.message;
      return reply.code(status).send({ message: text || say(msg("http.badRequest")) });
    }
    if (status === 503 && err instanceof HttpError) {
      // A dependency (e.g. the image bucket) is away: its own message, the detail to the log.
      request.log.error({ err, cause: err.cause }, "dependency unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ message: err.textIn(language) });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ message: say(msg("http.databaseUnavailable")) });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ message: say(msg("http.internal")) });
  });
});
