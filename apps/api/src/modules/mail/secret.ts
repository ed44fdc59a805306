import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * A secret a queued mail must carry until it is sent (the password-reset token) is kept in the
 * outbox encrypted with a key derived from the session secret (AES-256-GCM), and cleared once the
 * mail is sent: a copy of the database alone never holds a working reset link (ADR 1802).
 */
export class MailSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHash("sha256").update(`avlu-mail-outbox-secret:${serverSecret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** The secret, or undefined when it was sealed with another server secret (or tampered with). */
  open(sealed: string): string | undefined {
    try {
      const raw = Buffer.from(sealed, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      return undefined;
    }
  }
}
