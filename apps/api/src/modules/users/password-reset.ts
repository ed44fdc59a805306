import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { errorSchema, messageSchema } from "@avlu/contract/common";
import {
  authResponseSchema,
  FORGOT_PASSWORD_ACCEPTED,
  forgotPasswordSchema,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
  resetPasswordSchema,
} from "@avlu/contract/users";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.js";
import { badRequest, HttpError } from "../../lib/http-error.js";
import { newId, nowIso } from "../../lib/ids.js";
import { assertStrongPassword, hashPassword } from "../../lib/password.js";
import type { Mails } from "../mail/service.js";
import * as repo from "./repository.js";

/** Forgot-password requests: per address (a mailbox is not flooded) and per client address. */
export const FORGOT_PASSWORD_LIMITS = {
  perEmail: { max: 5, timeWindow: 60 * 60_000 },
  perClient: { max: 20, timeWindow: 60 * 60_000 },
} as const;
/** Reset attempts per client address (tokens cannot be guessed; this keeps anyone from trying). */
export const RESET_PASSWORD_LIMIT = { max: 20, timeWindow: 15 * 60_000 } as const;
/**
 * Every accepted forgot-password request answers after at least this long, so the answer takes
 * about the same time whether the address has an account (a token and a mail are written) or not.
 */
export const FORGOT_PASSWORD_MIN_MS = 300;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Password reset (ADR 1802): POST /api/users/forgot-password mails a single-use link valid for
 * PASSWORD_RESET_TTL_MINUTES (only its hash is stored; asking again ends the older link), and
 * POST /api/users/reset-password sets the new password, ends every session of the account at
 * once and signs the caller in.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Db; mails: Mails }> = async (app, { db, mails }) => {
  const tags = ["users"];
  const perClient = app.rateLimit({ ...FORGOT_PASSWORD_LIMITS.perClient, groupId: "forgot-password-ip" });
  // As for sign-in (ADR 0190): the second limit of a route is checked by hand.
  const emailLimit = app.createRateLimit({
    ...FORGOT_PASSWORD_LIMITS.perEmail,
    groupId: "forgot-password-email",
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `email:${typeof email === "string" ? email.trim().toLowerCase() : ""}`;
    },
  } as Parameters<typeof app.createRateLimit>[0]);
  const perEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await emailLimit(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header("retry-after", String(limit.ttlInSeconds));
    const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
    throw new HttpError(
      429,
      `Too many password reset requests for this address, please try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    );
  };

  app.post(
    "/api/users/forgot-password",
    {
      preHandler: [perClient, perEmail],
      schema: {
        tags,
        summary: "Mail a link to choose a new password (the same answer whether the address has an account or not)",
        body: forgotPasswordSchema,
        response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const user = await repo.findByEmail(db.kysely, request.body.email);
      if (user) {
        const token = randomBytes(32).toString("base64url");
        const now = nowIso();
        const expiresAt = new Date(Date.parse(now) + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString();
        await db.kysely.transaction().execute(async (tx) => {
          await repo.expireResetTokens(tx, user.id, now);
          await repo.insertResetToken(tx, {
            id: newId(),
            userId: user.id,
            tokenHash: hashToken(token),
            now,
            expiresAt,
          });
          await mails.passwordReset(tx, user, token, expiresAt, request.mailContext());
        });
        mails.notify();
      }
      const left = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
      return reply.code(202).send({ message: FORGOT_PASSWORD_ACCEPTED });
    },
  );

  app.post(
    "/api/users/reset-password",
    {
      preHandler: [app.rateLimit({ ...RESET_PASSWORD_LIMIT, groupId: "reset-password-ip" })],
      schema: {
        tags,
        summary: "Choose a new password with a mailed link: every other session ends, this one is signed in",
        body: resetPasswordSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const link = await repo.findResetToken(db.kysely, hashToken(token));
      if (!link) throw badRequest(RESET_LINK_INVALID);
      if (link.used_at) throw badRequest(RESET_LINK_USED);
      if (Date.parse(link.expires_at) <= Date.now()) throw badRequest(RESET_LINK_EXPIRED);
      const user = await repo.findById(db.kysely, link.user_id);
      if (!user) throw badRequest(RESET_LINK_INVALID);
      assertStrongPassword(password, user.email);
      const passwordHash = await hashPassword(password);
      await db.kysely.transaction().execute(async (tx) => {
        const now = nowIso();
        // Used once: of two requests racing with one link, the second finds it used.
        if (!(await repo.useResetToken(tx, link.id, now))) throw badRequest(RESET_LINK_USED);
        await repo.updateUser(tx, user.id, { passwordHash, bumpTokenVersion: true, now });
        await repo.expireResetTokens(tx, user.id, now);
        await mails.passwordChanged(tx, user, "reset", request.mailContext());
      });
      mails.notify();
      const updated = await repo.findById(db.kysely, user.id);
      if (!updated) throw badRequest(RESET_LINK_INVALID);
      // Every token issued before carries the old token_version: all other sessions end at once.
      return { user: repo.toPublicUser(updated), token: app.issueToken(updated) };
    },
  );
};
