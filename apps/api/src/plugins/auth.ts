import type { Role } from "@avlu/contract/users";
import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/database.js";
import { forbidden, HttpError, unauthorized } from "../lib/http-error.js";
import { msg } from "../lib/messages/message.js";

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

interface TokenPayload {
  sub: string;
  /** users.token_version when the token was issued */
  tv: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Issues a signed token for a user. */
    issueToken(user: { id: string; token_version: number }): string;
    /** preHandler: a signed-in user is required (401 otherwise). */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: an admin is required (401 without a user, 403 for other roles). */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /**
     * The caller, checked against the database on every call so that deleted, demoted or
     * logged-out users lose access at once. null without an Authorization header; a bad
     * token is a 401.
     */
    getAuth(): Promise<AuthUser | null>;
    authCache?: Promise<AuthUser | null>;
  }
}

export interface AuthOptions {
  db: Db;
  secret: string;
  expiresIn: string;
}

const INVALID_TOKEN = msg("http.sessionInvalid");

export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, opts) => {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: "HS256", expiresIn: opts.expiresIn },
    verify: { algorithms: ["HS256"] },
  });

  app.decorate("issueToken", (user: { id: string; token_version: number }) =>
    app.jwt.sign({ sub: user.id, tv: user.token_version } satisfies TokenPayload),
  );

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, INVALID_TOKEN);
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(match[1]);
    } catch {
      throw new HttpError(401, INVALID_TOKEN);
    }
    if (typeof payload.sub !== "string" || typeof payload.tv !== "number") throw new HttpError(401, INVALID_TOKEN);
    const user = await opts.db.kysely
      .selectFrom("users")
      .select(["id", "name", "email", "role", "token_version"])
      .where("id", "=", payload.sub)
      .executeTakeFirst();
    if (!user || user.token_version !== payload.tv) throw new HttpError(401, INVALID_TOKEN);
    return { id: user.id, name: user.name, email: user.email, role: user.role };
  }

  app.decorateRequest("authCache", undefined);
  app.decorateRequest("getAuth", function (this: FastifyRequest) {
    this.authCache ??= resolve(this);
    return this.authCache;
  });

  app.decorate("requireUser", async (request: FastifyRequest) => {
    if (!(await request.getAuth())) throw unauthorized();
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    const user = await request.getAuth();
    if (!user) throw unauthorized();
    if (user.role !== "admin") throw forbidden();
  });
});

/** The signed-in caller inside a route guarded by requireUser/requireAdmin. */
export async function currentUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.getAuth();
  if (!user) throw unauthorized();
  return user;
}
