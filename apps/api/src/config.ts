import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api — the same from src/ (tests, tsx), dist/ (built) and bundle/ (the production server, ADR 1521). */
export const API_ROOT = path.resolve(here, "..");

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const list = z.string().transform((s) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean),
);

/**
 * Every environment variable the server reads, with its default. This is the only place
 * that reads process.env (README "Configuration" lists the same table).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, {
      message: "must be a postgres:// URL (leave unset for the embedded SQLite database)",
    })
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { message: "must look like 15m, 12h or 7d" })
    .default("7d"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: "must be at least 8 characters" }).optional(),
  SEED_DEMO: bool.default(true),
  CORS_ORIGINS: list.default([]),
  TRUST_PROXY: z.string().default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CATALOG_QUERY_BUDGET_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
  CATALOG_INDEX_SNAPSHOT: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//)
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { message: "letters, digits and _ : . - only (at most 64)" })
    .default("avlu:"),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  WEB_DEV: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { message: "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587" })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(300)
    .regex(/^([^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      message: "must be an address, e.g. siparis@avlu.example or Avlu <siparis@avlu.example>",
    })
    .optional(),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  /** Fastify trustProxy: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  uploadMaxBytes: number;
  loginRateLimitPerMinute: number;
  /** Uncached catalogue queries and page renders per client address per minute (0: no limit; ADR 1502). */
  catalogQueryBudgetPerMinute: number;
  /** The catalogue index snapshot file (ADR 1504), or undefined for none. */
  catalogIndexSnapshot: string | undefined;
  redisUrl: string | undefined;
  /** Prepended to every Redis key and channel, so several shops can share one Redis. */
  redisKeyPrefix: string;
  s3:
    | {
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  webDistDir: string;
  /** `npm run dev` (WEB_DEV=true): apps/web, whose sources Vite serves and renders (plugins/web-dev.ts). */
  webDev: string | undefined;
  mail: {
    /** undefined: mails are kept in the outbox as "held" until one is configured. */
    smtpUrl: string | undefined;
    /** The From header, e.g. "Avlu <siparis@avlu.example>". */
    from: string | undefined;
    /** How long an instance holds a mail it is sending before another may take it over. */
    leaseMs: number;
  };
};

function parseTrustProxy(v: string): Config["trustProxy"] {
  const s = v.trim();
  if (s === "" || s === "false") return false;
  if (s === "true") return true;
  if (/^\d+$/.test(s)) return Number(s);
  return s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {}

/** Parses the environment once; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k in envSchema.shape && v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const s3Keys = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
    );
  }
  if (e.REDIS_URL && !e.JWT_SECRET) {
    // REDIS_URL means several instances; a secret generated per instance would make each refuse the others' tokens.
    throw new ConfigError(
      "Invalid configuration:\n  JWT_SECRET: required with REDIS_URL (every instance must sign sessions with the same secret)",
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError(
      "Invalid configuration:\n  MAIL_FROM: required with SMTP_URL (the sender address, e.g. Avlu <siparis@avlu.example>)",
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    loginRateLimitPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    catalogQueryBudgetPerMinute: e.CATALOG_QUERY_BUDGET_PER_MINUTE,
    catalogIndexSnapshot:
      e.CATALOG_INDEX_SNAPSHOT === "off"
        ? undefined
        : path.resolve(e.CATALOG_INDEX_SNAPSHOT || path.join(e.DATA_DIR, "catalog-index.snapshot")),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(API_ROOT, "..", "web", "dist")),
    webDev: e.WEB_DEV ? path.resolve(API_ROOT, "..", "web") : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, leaseMs: e.MAIL_LEASE_SECONDS * 1000 },
  };
}
