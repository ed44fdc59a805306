import { type Kysely, sql } from "kysely";
import type { DialectName } from "../database.js";

/**
 * Issue 18: the mail outbox, password-reset tokens, and the language an order was placed in (its
 * mails are written in it). See ADR 1800 (outbox and sender) and ADR 1802 (password reset).
 */
export function mail(dialect: DialectName) {
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        /** JSON list of addresses */
        .addColumn("recipients", "text", (c) => c.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
        /** JSON: what the template renders (a snapshot taken when the mail was written) */
        .addColumn("payload", "text", (c) => c.notNull())
        /** Encrypted secret the mail carries (a reset token); cleared once sent. */
        .addColumn("secret", "text")
        .addColumn("message_id", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) =>
          c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed', 'held')`),
        )
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        /** queued/held: when the next attempt is due; sending: when the sender's lease runs out. */
        .addColumn("next_attempt_at", ts, (c) => c.notNull())
        .addColumn("locked_by", "text")
        /** A mail that is useless after this moment (a reset link) is not sent any more. */
        .addColumn("expires_at", ts)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .addColumn("sent_at", ts)
        .execute();
      await db.schema
        .createIndex("mail_outbox_due_idx")
        .on("mail_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("mail_outbox_created_idx").on("mail_outbox").columns(["created_at", "id"]).execute();

      await db.schema
        .createTable("password_reset_tokens")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        /** sha256 of the token; the token itself is only in the mail. */
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("expires_at", ts, (c) => c.notNull())
        .addColumn("used_at", ts)
        .execute();
      await db.schema
        .createIndex("password_reset_tokens_user_idx")
        .on("password_reset_tokens")
        .column("user_id")
        .execute();

      await db.schema
        .alterTable("orders")
        .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
        .execute();
    },
  };
}
