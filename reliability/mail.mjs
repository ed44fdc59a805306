// Mail: the built server writes every mail to its outbox and a sender delivers it to a real SMTP
// server (smtp-server, in this process). Cases: SMTP down while shoppers order (orders still 201,
// nothing lost, everything delivered within a minute of SMTP coming back); the server SIGKILLed in
// the middle of an SMTP conversation (the mail goes out after the restart, same Message-ID); two
// instances on one PostgreSQL (every mail delivered exactly once).
import { startSmtpServer } from "../scripts/smtp-test-server.mjs";
import {
  addToCart,
  adminToken,
  checkout,
  createProduct,
  eachDialect,
  freshStorage,
  latencySummary,
  registerShoppers,
  Suite,
  sleep,
  startServer,
  uid,
  workDir,
} from "./lib.mjs";

export const title = "Mail: SMTP down and back, killed mid-send, two instances (SQLite and PostgreSQL)";

const MAIL_FROM = "Avlu Reliability <shop@reliability.example>";
/** Short lease so a killed instance's mail is taken over quickly (the default is 120 s). */
const LEASE_SECONDS = 10;
const ORDERS_WHILE_DOWN = 30;

export async function run({ pgBase }) {
  const suite = new Suite("mail");
  await eachDialect(
    suite,
    pgBase,
    async (dialect) => {
      await smtpDownAndBack(suite, dialect, pgBase);
      await killedMidSend(suite, dialect, pgBase);
    },
    "PostgreSQL mail cases",
  );
  if (pgBase) await twoInstances(suite, pgBase);
  return suite;
}

/** A fresh data directory and database for one case; `env` for the server. */
async function place(dialect, pgBase, label) {
  const storage = await freshStorage(dialect, pgBase, `mail-${label}`);
  return {
    ...storage,
    env: { SEED_DEMO: "false", MAIL_FROM, MAIL_LEASE_SECONDS: String(LEASE_SECONDS), ...storage.env },
  };
}

/** Every outbox row's status and Message-ID. */
async function outbox(p) {
  const db = p.inspect();
  try {
    return await db.all("select id, kind, status, attempts, message_id, last_error from mail_outbox");
  } finally {
    await db.close();
  }
}

/** Places one order per shopper; answers the latencies (ms) and how many were 201. */
async function orderEach(base, shoppers, product) {
  const ms = [];
  let created = 0;
  await Promise.all(
    shoppers.map(async (s) => {
      await addToCart(base, s, product, 1);
      const res = await checkout(base, s, `mail-${uid()}`);
      ms.push(res.ms);
      if (res.status === 201) created++;
    }),
  );
  return { ms, created };
}

async function smtpDownAndBack(suite, dialect, pgBase) {
  const p = await place(dialect, pgBase, "down");
  const smtp = await startSmtpServer();
  await smtp.stop();
  let server;
  try {
    server = await startServer({
      name: `mail-down-${dialect}`,
      dataDir: p.dataDir,
      env: { ...p.env, SMTP_URL: smtp.url },
    });
    const admin = await adminToken(server.url);
    const product = await createProduct(server.url, admin, { stock: 1_000_000 });
    const shoppers = await registerShoppers(server.url, ORDERS_WHILE_DOWN, { tag: `mail-${dialect}` });

    await suite.case(`${dialect}: SMTP down — every order still 201, its mails queued with the reason`, async () => {
      const { ms, created } = await orderEach(server.url, shoppers, product);
      await sleep(1_500);
      const rows = await outbox(p);
      const waiting = rows.filter(
        (r) => r.status === "queued" && /Cannot use the SMTP server/.test(r.last_error ?? ""),
      );
      const l = latencySummary(ms);
      return {
        ok: created === ORDERS_WHILE_DOWN && rows.length === ORDERS_WHILE_DOWN * 2 && waiting.length > 0,
        detail: `${created}/${ORDERS_WHILE_DOWN} orders 201 (p50 ${Math.round(l.p50)} ms, max ${Math.round(l.max)} ms); ${rows.length} mails in the outbox, ${waiting.length} already retried with "${waiting[0]?.last_error?.slice(0, 60) ?? ""}…"`,
      };
    });

    await suite.case(`${dialect}: SMTP back — every held mail delivered within a minute, once`, async () => {
      const back = performance.now();
      await smtp.start();
      await smtp.waitFor(() => true, { count: ORDERS_WHILE_DOWN * 2, timeoutMs: 60_000 });
      const seconds = (performance.now() - back) / 1000;
      await sleep(500);
      const rows = await outbox(p);
      const ids = smtp.mails.map((m) => m.messageId);
      const unique = new Set(ids).size;
      const allSent = rows.every((r) => r.status === "sent");
      const matches = rows.every((r) => ids.includes(r.message_id));
      return {
        ok: allSent && matches && unique === ids.length && seconds <= 60,
        detail: `${smtp.mails.length} mails arrived ${seconds.toFixed(1)} s after SMTP came back; ${unique} distinct Message-IDs; outbox all sent: ${allSent}`,
      };
    });
  } catch (err) {
    suite.record(`${dialect}: SMTP down and back`, false, err instanceof Error ? err.message : String(err));
  } finally {
    await server?.stop();
    await smtp.stop();
    await p.drop();
  }
}

async function killedMidSend(suite, dialect, pgBase) {
  const p = await place(dialect, pgBase, "kill");
  const smtp = await startSmtpServer();
  const env = { ...p.env, SMTP_URL: smtp.url };
  let server;
  try {
    server = await startServer({ name: `mail-kill-${dialect}`, dataDir: p.dataDir, env });
    const admin = await adminToken(server.url);
    await suite.case(
      `${dialect}: SIGKILL in the middle of an SMTP conversation — delivered after the restart, same Message-ID`,
      async () => {
        smtp.setFault(() => "hold");
        const res = await fetch(`${server.url}/api/admin/mail/test`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
          body: JSON.stringify({ to: "kill@example.com" }),
        });
        if (res.status !== 202) throw new Error(`test mail answered ${res.status}`);
        const queued = await res.json();
        const deadline = Date.now() + 15_000;
        while (smtp.held === 0 && Date.now() < deadline) await sleep(20);
        if (smtp.held === 0) throw new Error("the sender never reached the SMTP server");
        await server.kill();
        smtp.setFault(undefined);
        const killedAt = performance.now();
        server = await startServer({ name: `mail-kill-${dialect}-2`, dataDir: p.dataDir, env });
        const [mail] = await smtp.waitFor((m) => m.to.includes("kill@example.com"), { timeoutMs: 60_000 });
        const seconds = (performance.now() - killedAt) / 1000;
        await sleep(300);
        const row = (await outbox(p)).find((r) => r.id === queued._id);
        const copies = smtp.mails.filter((m) => m.messageId === queued.messageId).length;
        return {
          ok: mail?.messageId === queued.messageId && row?.status === "sent" && copies === 1,
          detail: `delivered ${seconds.toFixed(1)} s after the kill (lease ${LEASE_SECONDS} s), ${copies} copy, Message-ID kept, attempts ${row?.attempts}`,
        };
      },
    );
  } catch (err) {
    suite.record(`${dialect}: killed mid-send`, false, err instanceof Error ? err.message : String(err));
  } finally {
    await server?.stop();
    await smtp.stop();
    await p.drop();
  }
}

async function twoInstances(suite, pgBase) {
  const p = await place("postgres", pgBase, "two");
  const smtp = await startSmtpServer();
  const env = { ...p.env, SMTP_URL: smtp.url };
  const servers = [];
  try {
    servers.push(await startServer({ name: "mail-two-a", dataDir: workDir("mail-two-a"), env }));
    servers.push(await startServer({ name: "mail-two-b", dataDir: workDir("mail-two-b"), env }));
    const [a, b] = servers;
    const admin = await adminToken(a.url);
    const product = await createProduct(a.url, admin, { stock: 1_000_000 });
    const shoppers = await registerShoppers(a.url, 60, { tag: "mail-two" });
    await suite.case("postgres: two instances deliver each mail exactly once", async () => {
      const [x, y] = await Promise.all([
        orderEach(a.url, shoppers.slice(0, 30), product),
        orderEach(b.url, shoppers.slice(30), product),
      ]);
      const expected = (x.created + y.created) * 2;
      await smtp.waitFor(() => true, { count: expected, timeoutMs: 60_000 });
      await sleep(1_000);
      const rows = await outbox(p);
      const ids = smtp.mails.map((m) => m.messageId);
      const unique = new Set(ids).size;
      return {
        ok: unique === ids.length && ids.length === expected && rows.every((r) => r.status === "sent"),
        detail: `${x.created + y.created} orders on two instances → ${ids.length} mails received, ${unique} distinct Message-IDs (expected ${expected}), outbox all sent`,
      };
    });
  } catch (err) {
    suite.record("postgres: two instances", false, err instanceof Error ? err.message : String(err));
  } finally {
    for (const s of servers) await s.stop();
    await smtp.stop();
    await p.drop();
  }
}
