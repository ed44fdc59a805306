import { errorSchema, idParamsSchema, messageSchema } from "@avlu/contract/common";
import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  authResponseSchema,
  loginSchema,
  profileUpdateSchema,
  publicUserSchema,
  type Role,
  registerSchema,
  userListSchema,
} from "@avlu/contract/users";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error.js";
import { isId, newId, nowIso } from "../../lib/ids.js";
import { EN } from "../../lib/messages/catalogue-en.js";
import { msg } from "../../lib/messages/message.js";
import { assertStrongPassword, dummyPasswordHash, hashPassword, verifyPassword } from "../../lib/password.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { currentUser } from "../../plugins/auth.js";
import type { Mails } from "../mail/service.js";
import { offerClaim } from "../orders/claims.js";
import { passwordResetRoutes } from "./password-reset.js";
import * as repo from "./repository.js";

export const INVALID_CREDENTIALS = EN["users.invalidCredentials"];
const EMAIL_TAKEN = msg("users.emailTaken");
const USER_NOT_FOUND = msg("users.notFound");

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; mails: Mails; loginRateLimitPerMinute: number }> = async (
  app,
  opts,
) => {
  const { db, mails } = opts;
  const tags = ["users"];

  /** Throttles by client address and, for login, by account too (so rotating addresses does not help). */
  const perAddress = app.rateLimit({ max: opts.loginRateLimitPerMinute * 2, timeWindow: 60_000, groupId: "auth-ip" });
  // A second app.rateLimit() hook on the same route never runs (the plugin marks the request as
  // limited after the first), so the account limit is checked by hand (ADR 0190).
  const accountLimitOptions = {
    max: opts.loginRateLimitPerMinute,
    timeWindow: 60_000,
    // Names the limiter's key space in a shared (Redis) store; not part of the plugin's typings here.
    groupId: "auth-account",
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `account:${typeof email === "string" ? email.trim().toLowerCase() : ""}`;
    },
  };
  const accountLimit = app.createRateLimit(accountLimitOptions);
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await accountLimit(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header("retry-after", String(limit.ttlInSeconds));
    throw new HttpError(429, msg("users.signInLimited", { seconds: limit.ttlInSeconds }));
  };

  /**
   * Orders placed as a guest with this account's e-mail: a link to add them is mailed (ADR 1909).
   * Never in the way of signing in: a failure is logged and the sign-in goes on.
   */
  const offerGuestOrders = async (request: FastifyRequest, user: { id: string; name: string; email: string }) => {
    try {
      await offerClaim(db, mails, user, request.mailContext());
    } catch (err) {
      request.log.error({ err }, "could not offer the guest orders of a new sign-in");
    }
  };

  /** A new account (sign-up and the admin's alike); 409 when the e-mail is taken, also by a concurrent sign-up. */
  const addUser = async (u: { name: string; email: string; password: string; role: Role }): Promise<UserRow> => {
    if (await repo.findByEmail(db.kysely, u.email)) throw conflict(EMAIL_TAKEN);
    try {
      return await repo.insertUser(db.kysely, {
        id: newId(),
        name: u.name,
        email: u.email,
        passwordHash: await hashPassword(u.password),
        role: u.role,
        now: nowIso(),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    }
  };

  app.post(
    "/api/users/register",
    {
      preHandler: [perAddress],
      schema: {
        tags,
        summary: "Create a customer account (an admin caller may set the role)",
        body: registerSchema,
        response: { 201: authResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      assertStrongPassword(password, email);
      let caller = null;
      try {
        caller = await request.getAuth();
      } catch {
        caller = null;
      }
      const role = caller?.role === "admin" && request.body.role ? request.body.role : "customer";
      const user = await addUser({ name, email, password, role });
      await offerGuestOrders(request, user);
      return reply.code(201).send({ user: repo.toPublicUser(user), token: app.issueToken(user) });
    },
  );

  app.post(
    "/api/users/login",
    {
      preHandler: [perAddress, perAccount],
      schema: {
        tags,
        summary: "Sign in",
        body: loginSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await repo.findByEmail(db.kysely, email);
      // Same work and the same answer whether the e-mail exists or not.
      const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) throw new HttpError(401, msg("users.invalidCredentials"));
      await offerGuestOrders(request, user);
      return { user: repo.toPublicUser(user), token: app.issueToken(user) };
    },
  );

  app.get(
    "/api/users/profile",
    {
      onRequest: app.requireUser,
      schema: { tags, summary: "The signed-in user", response: { 200: publicUserSchema, 401: errorSchema } },
    },
    async (request) => {
      const me = await currentUser(request);
      const row = await repo.findById(db.kysely, me.id);
      if (!row) throw notFound(USER_NOT_FOUND);
      return repo.toPublicUser(row);
    },
  );

  app.put(
    "/api/users/profile",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Change name, e-mail or password (a new password needs the current one)",
        body: profileUpdateSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const me = await currentUser(request);
      const row = await repo.findById(db.kysely, me.id);
      if (!row) throw notFound(USER_NOT_FOUND);
      const { name, email, password, currentPassword } = request.body;
      let passwordHash: string | undefined;
      if (password !== undefined) {
        if (!(await verifyPassword(row.password_hash, currentPassword ?? ""))) {
          throw badRequest(msg("users.currentPasswordWrong"));
        }
        assertStrongPassword(password, email ?? row.email);
        passwordHash = await hashPassword(password);
      }
      if (email !== undefined && email !== row.email) {
        const other = await repo.findByEmail(db.kysely, email);
        if (other && other.id !== row.id) throw conflict(EMAIL_TAKEN);
      }
      try {
        await db.kysely.transaction().execute(async (tx) => {
          await repo.updateUser(tx, row.id, {
            ...(name !== undefined ? { name } : {}),
            ...(email !== undefined ? { email } : {}),
            ...(passwordHash !== undefined ? { passwordHash, bumpTokenVersion: true } : {}),
            now: nowIso(),
          });
          // Told at the address the account had: if someone else changed it, its owner hears of it.
          if (passwordHash !== undefined) {
            await mails.passwordChanged(
              tx,
              { name: name ?? row.name, email: row.email },
              "profile",
              request.mailContext(),
            );
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
        throw err;
      }
      if (passwordHash !== undefined) mails.notify();
      const updated = await repo.findById(db.kysely, row.id);
      if (!updated) throw notFound(USER_NOT_FOUND);
      // A password change ends other sessions; this one gets a fresh token.
      return { user: repo.toPublicUser(updated), token: app.issueToken(updated) };
    },
  );

  await app.register(passwordResetRoutes, { db, mails });

  /* ---------------------------------------------------------------- admin */

  const adminTags = ["admin: users"];
  const admin = { onRequest: app.requireAdmin };

  app.get(
    "/api/admin/users",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Users, newest first (admin)",
        querystring: z
          .object({
            search: z.string().trim().max(100).optional(),
            limit: z.coerce.number().int().min(1).max(1000).default(500),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
          })
          .strict(),
        response: { 200: userListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { search, limit, page } = request.query;
      const rows = await repo.listUsers(db.kysely, {
        limit,
        offset: (page - 1) * limit,
        ...(search ? { search } : {}),
      });
      return rows.map(repo.toPublicUser);
    },
  );

  app.post(
    "/api/admin/users",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Add a user with a role (admin)",
        body: adminCreateUserSchema,
        response: { 201: publicUserSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, role } = request.body;
      assertStrongPassword(password, email);
      const user = await addUser({ name, email, password, role });
      return reply.code(201).send(repo.toPublicUser(user));
    },
  );

  /** Runs fn in a transaction in which the set of admins cannot change under us. */
  function withAdminsLocked<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return db.kysely.transaction().execute(async (tx) => {
      if (db.dialect === "postgres") {
        await tx.selectFrom("users").select("id").where("role", "=", "admin").forUpdate().execute();
      }
      return fn(tx);
    });
  }

  app.put(
    "/api/admin/users/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Change a user's role (admin)",
        params: idParamsSchema,
        body: adminUpdateUserSchema,
        response: {
          200: publicUserSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const me = await currentUser(request);
      const { id } = request.params;
      const { role } = request.body;
      if (!isId(id)) throw notFound(USER_NOT_FOUND);
      return withAdminsLocked(async (tx) => {
        const target = await repo.findById(tx, id);
        if (!target) throw notFound(USER_NOT_FOUND);
        if (target.role === "admin" && role !== "admin") {
          if (target.id === me.id) throw conflict("You cannot remove your own admin role");
          if ((await repo.countAdmins(tx)) <= 1) throw conflict("The last admin cannot be demoted");
        }
        if (target.role !== role) {
          // A role change ends the user's sessions so the new rights apply at once.
          await repo.updateUser(tx, id, { role, bumpTokenVersion: true, now: nowIso() });
        }
        const updated = await repo.findById(tx, id);
        if (!updated) throw notFound(USER_NOT_FOUND);
        return repo.toPublicUser(updated);
      });
    },
  );

  app.delete(
    "/api/admin/users/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        summary: "Delete a user (admin); their orders stay for the books",
        params: idParamsSchema,
        response: { 200: messageSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const me = await currentUser(request);
      const { id } = request.params;
      if (!isId(id)) throw notFound(USER_NOT_FOUND);
      await withAdminsLocked(async (tx) => {
        const target = await repo.findById(tx, id);
        if (!target) throw notFound(USER_NOT_FOUND);
        if (target.id === me.id) throw conflict("You cannot delete your own account here");
        if (target.role === "admin" && (await repo.countAdmins(tx)) <= 1) {
          throw conflict("The last admin cannot be deleted");
        }
        await repo.deleteUser(tx, id);
      });
      return { message: "User deleted" };
    },
  );
};
