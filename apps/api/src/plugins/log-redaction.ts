import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * Query parameters that carry a secret in an address: a guest order's private key
 * (`/order/:id?key=…`, ADR 1907), a password-reset or order-claim token (`?token=…`, ADR 1802,
 * 1909) — also when the address travels %-encoded inside another one (`/login?redirect=…%3Fkey%3D…`).
 */
const SECRET_PARAM = /((?:[?&]|%3F|%26)(?:key|token)(?:=|%3D))[^&#%\s]*/gi;

/** The address with every secret parameter's value replaced by `[redacted]`. */
export function redactSecrets(url: string): string {
  return url.replace(SECRET_PARAM, "$1[redacted]");
}

/** Whether an address carries one of those secrets (its page is then never cached nor sent as a Referer). */
export function carriesSecret(url: string): boolean {
  SECRET_PARAM.lastIndex = 0;
  const found = SECRET_PARAM.test(url);
  SECRET_PARAM.lastIndex = 0;
  return found;
}

/**
 * Fastify's request serializer (its default fields) with secrets taken out of the address: request
 * logs name the page, never the key that opens it (ADR 1908).
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/** The app's logger options: the caller's (or the configured level), always with the redacting serializer. */
export function loggerOptions(
  logger: FastifyServerOptions["logger"] | undefined,
  level: string,
): FastifyServerOptions["logger"] {
  if (logger === false) return false;
  const base = typeof logger === "object" && logger !== null ? logger : { level };
  const serializers = (base as { serializers?: Record<string, unknown> }).serializers ?? {};
  return { ...base, serializers: { ...serializers, req: requestLogSerializer } } as FastifyServerOptions["logger"];
}
