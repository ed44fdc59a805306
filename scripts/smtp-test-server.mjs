// A real SMTP server for the tests (API tests, reliability suites, browser tests): `smtp-server`
// receives, `mailparser` parses what arrived. It can refuse (4xx/5xx), hold a delivery open
// (to kill the sender mid-send), and stop and start again on the same port (SMTP down, then back).
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * Starts the server on 127.0.0.1 (port 0: any free port). Options:
 *   port          fixed port (e.g. to come back on the same one)
 *   saveDir       also write every mail there as <n>.eml (browser tests read them from another process)
 *   quiet         no log lines
 */
export async function startSmtpServer({ port = 0, saveDir, quiet = true } = {}) {
  const mails = [];
  const waiters = new Set();
  /** (envelope) => undefined (accept), { code, message } (refuse), or "hold" (never answer the DATA) */
  let fault;
  const held = new Set();
  let server;
  let counter = 0;

  const notify = () => {
    for (const w of [...waiters]) {
      const found = mails.filter(w.predicate);
      if (found.length >= w.count) {
        waiters.delete(w);
        clearTimeout(w.timer);
        w.resolve(found);
      }
    }
  };

  const listen = (onPort) =>
    new Promise((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 50,
        onData(stream, session, callback) {
          const chunks = [];
          stream.on("data", (c) => chunks.push(c));
          stream.on("end", async () => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
            };
            const answer = fault?.(envelope);
            if (answer === "hold") {
              held.add(callback);
              return;
            }
            if (answer) {
              const err = new Error(answer.message);
              err.responseCode = answer.code;
              callback(err);
              return;
            }
            const raw = Buffer.concat(chunks);
            const parsed = await simpleParser(raw);
            const mail = {
              ...envelope,
              raw,
              parsed,
              messageId: parsed.messageId,
              subject: parsed.subject ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              text: parsed.text ?? "",
              receivedAt: new Date().toISOString(),
            };
            mails.push(mail);
            if (saveDir) {
              counter++;
              fs.writeFileSync(path.join(saveDir, `${Date.now()}-${String(counter).padStart(5, "0")}.eml`), raw);
            }
            if (!quiet) console.log(`[smtp] ${envelope.to.join(", ")}: ${mail.subject}`);
            callback();
            notify();
          });
        },
      });
      server.on("error", () => {});
      server.server.once("error", reject);
      server.listen(onPort, "127.0.0.1", () => resolve(server.server.address().port));
    });

  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  let boundPort = await listen(port);

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    mails,
    /** Refuse or hold what arrives from now on (undefined: accept everything). */
    setFault(fn) {
      fault = fn;
    },
    /** Deliveries held open by a "hold" fault. */
    get held() {
      return held.size;
    },
    /** Resolves with the mails matching `predicate` once `count` of them have arrived. */
    waitFor(predicate = () => true, { count = 1, timeoutMs = 20_000 } = {}) {
      return new Promise((resolve, reject) => {
        const w = { predicate, count, resolve };
        w.timer = setTimeout(() => {
          waiters.delete(w);
          const got = mails.filter(predicate).length;
          reject(new Error(`waited ${timeoutMs} ms for ${count} mail(s), ${got} arrived (of ${mails.length} in all)`));
        }, timeoutMs);
        waiters.add(w);
        notify();
      });
    },
    /** Stops listening and drops every connection (the SMTP server is down). */
    async stop() {
      held.clear();
      await new Promise((resolve) => {
        for (const c of server.connections) c._socket?.destroy();
        server.close(() => resolve());
      });
    },
    /** Listens again on the same port (the SMTP server is back). */
    async start() {
      boundPort = await listen(boundPort);
    },
  };
}

/** Every .eml in `dir`, parsed, oldest first (browser tests, where the server runs in another process). */
export async function readSavedMails(dir) {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  const out = [];
  for (const f of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, f)));
    out.push({
      to: (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
        a.value.map((v) => v.address ?? ""),
      ),
      subject: parsed.subject ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
      text: parsed.text ?? "",
      messageId: parsed.messageId,
    });
  }
  return out;
}
