import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { serializerCompiler } from "fastify-type-provider-zod";

type ZodRoute = Parameters<typeof serializerCompiler>[0];

/**
 * A route's zod serializer (checks the answer against its schema, drops what the schema does not
 * name, writes JSON) run once per answer object. For routes whose answers come from an in-memory
 * cache (the cart, ADR 0009): a hit sends the same object again, and now the same text, without
 * checking and encoding it again (ADR 1509). The cached objects must never be changed in place.
 */
export function serializeOncePerObject<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  // Fastify types a route's compiler with the whole route schema; it is called with one status's.
  const serialize = serializerCompiler(route as unknown as ZodRoute);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== "object" || data === null) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
}
