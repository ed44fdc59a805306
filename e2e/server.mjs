// Starts the built store for the browser tests on a fresh, temporary database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startSmtpServer } from "../scripts/smtp-test-server.mjs";
import { E2E_ADMIN } from "./fixtures/accounts.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? "3199";
process.env.HOST = "127.0.0.1";
process.env.ADMIN_EMAIL = E2E_ADMIN.email;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
process.env.SEED_DEMO = "true";
process.env.LOG_LEVEL = "warn";
process.env.RATE_LIMIT_LOGIN_PER_MINUTE = "1000";
// Every browser of every spec comes from 127.0.0.1: one address for many shoppers.
process.env.CATALOG_QUERY_BUDGET_PER_MINUTE = "100000";
process.env.JWT_SECRET = "e2e-secret-that-is-long-enough-0123456789";
delete process.env.DATABASE_URL;
// A real SMTP server in this process; every mail the shop sends is saved as a file the specs read (fixtures/mail.ts).
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(dataDir, "mail");
fs.rmSync(mailDir, { recursive: true, force: true });
const smtp = await startSmtpServer({ saveDir: mailDir });
process.env.SMTP_URL = smtp.url;
process.env.MAIL_FROM = "Avlu E2E <shop@e2e.example>";
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);
// E2E_SERVER_ENTRY=../apps/api/src/server.ts runs the API from source (with E2E_SERVER_CMD using tsx).
const entry = process.env.E2E_SERVER_ENTRY ?? "../apps/api/bundle/server.js";
await import(pathToFileURL(path.resolve(import.meta.dirname, entry)).href);
