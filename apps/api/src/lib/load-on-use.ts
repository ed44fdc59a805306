import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used, not when the server starts (ADR 1512).
 * PDF, image, SMTP, Redis and PostgreSQL code took about 0.4 s of every start, and a shop uses each
 * only for some requests (an order PDF, an upload, a mail) or in some configurations.
 */
export function loadOnUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
