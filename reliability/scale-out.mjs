// Scale-out: two server processes on one PostgreSQL, one Redis and one S3 bucket (s3rver, a real
// S3-protocol server from npm, run by this suite) behind an imagined load balancer (TRUST_PROXY=1).
// They must serve one shop: a change on one is seen on the other at once although it had a cached
// copy, rate limits are shared, uploads live in the bucket and are served by both, and nothing a
// shopper needs lives in a process.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startS3Server } from "../scripts/s3-test-server.mjs";
import {
  ADMIN,
  adminToken,
  auditVerdict,
  checkout,
  createProduct,
  expectStatus,
  freshPgDatabase,
  inspector,
  JWT_SECRET,
  NO_POSTGRES,
  nextPort,
  PASSWORD,
  registerShoppers,
  request,
  Suite,
  startServer,
  uid,
  workDir,
} from "./lib.mjs";

const BUCKET = "avlu-scale-out";
const LOGIN_PER_MINUTE = 5;
const ROUNDS = 30;

export const title = "Scale-out: two instances on one PostgreSQL, Redis and S3 bucket";

export async function run({ pgBase, redis }) {
  const suite = new Suite("scale-out");
  if (!pgBase) {
    suite.skip("two instances", NO_POSTGRES);
    return suite;
  }
  if (!redis) {
    suite.skip("two instances", "no Redis answers on 127.0.0.1:6379 (set RELIABILITY_REDIS_URL or TEST_REDIS_URL)");
    return suite;
  }

  const pgDb = await freshPgDatabase(pgBase, "scale");
  const s3 = await startS3Server({ directory: workDir("s3rver"), bucket: BUCKET, port: nextPort() });
  const env = {
    DATABASE_URL: pgDb.url,
    REDIS_URL: redis,
    REDIS_KEY_PREFIX: `avlu-rel-${uid()}:`,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    JWT_SECRET,
    TRUST_PROXY: "1",
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_PER_MINUTE),
  };
  const dirs = { a: workDir("scale-a"), b: workDir("scale-b") };
  let a;
  let b;
  const acked = [];
  const initialStock = new Map();
  try {
    // Both start at once on the empty database: migrations and the demo catalogue run once (advisory lock).
    [a, b] = await Promise.all([
      startServer({ name: "instance-a", dataDir: dirs.a, env }),
      startServer({ name: "instance-b", dataDir: dirs.b, env }),
    ]);

    await suite.case(
      "both start together on an empty database: one catalogue, its pictures in the bucket",
      async () => {
        const [ta, tb] = await Promise.all(
          [a, b].map(async (s) => (await request(s.url, "GET", "/api/products/filter?limit=1")).body.total),
        );
        const db = inspector({ dialect: "postgres", pgUrl: pgDb.url });
        const [{ n, skus }] = await db.all("select count(*) as n, count(distinct sku) as skus from products");
        await db.close();
        const seedObjects = s3.objects().filter((k) => k.startsWith("seed/")).length;
        const localSeed = Object.values(dirs).some((d) => fs.existsSync(path.join(d, "uploads", "seed")));
        return {
          ok: ta === tb && ta > 0 && Number(n) === Number(skus) && seedObjects > 0 && !localSeed,
          detail: `A lists ${ta}, B lists ${tb} published products; ${n} stored, ${skus} distinct SKUs; ${seedObjects} seed pictures in the bucket, none on local disk; start-up ${Math.round(a.startupMs)} / ${Math.round(b.startupMs)} ms`,
        };
      },
    );

    const admin = await adminToken(a.url);
    await suite.case("a session signed by one instance is valid on the other", async () => {
      const res = await request(b.url, "GET", "/api/users/profile", { token: admin });
      return { ok: res.status === 200 && res.body.email === ADMIN.email, detail: `B answered ${res.status}` };
    });

    await suite.case(
      `a price changed on one instance is served at once by the other, which had it cached (${ROUNDS} rounds)`,
      async () => {
        const product = await createProduct(a.url, admin, { stock: 10, price: 100 });
        let stale = 0;
        let warm = 0;
        for (let i = 0; i < ROUNDS; i++) {
          const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
          const url = `/api/products/${product._id}`;
          // Kept from its second request (ADR 1508), a hit from the third.
          await request(reader.url, "GET", url);
          await request(reader.url, "GET", url);
          if ((await request(reader.url, "GET", url)).headers["x-cache"] === "hit") warm++;
          const price = 100 + i + 0.5;
          await expectStatus(200, writer.url, "PUT", url, { token: admin, body: { price } });
          const seen = await request(reader.url, "GET", url);
          if (seen.body.price !== price) stale++;
        }
        return {
          ok: stale === 0 && warm === ROUNDS,
          detail: `${warm}/${ROUNDS} reads were cache hits before the change; ${stale} stale reads after it`,
        };
      },
    );

    await suite.case("shop settings changed on one instance are served at once by the other", async () => {
      let stale = 0;
      for (let i = 0; i < 10; i++) {
        const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
        await request(reader.url, "GET", "/api/settings");
        await request(reader.url, "GET", "/api/settings");
        const shopName = `Avlu ${uid()}`;
        await expectStatus(200, writer.url, "PUT", "/api/admin/settings", { token: admin, body: { shopName } });
        if ((await request(reader.url, "GET", "/api/settings")).body.shopName !== shopName) stale++;
      }
      return { ok: stale === 0, detail: `10 changes, ${stale} stale reads` };
    });

    const shoppers = await registerShoppers(a.url, 50, { tag: "scale", forwardedFor: true });

    await suite.case(
      `a cart written on one instance is served at once by the other, which had read it (${ROUNDS} rounds)`,
      async () => {
        const product = await createProduct(a.url, admin, { stock: 500, price: 20 });
        initialStock.set(product._id, 500);
        const shopper = shoppers[4];
        const guest = await request(a.url, "POST", "/api/cart", {
          body: { productId: product._id, quantity: 1, color: "Cactus", packing: "1" },
        });
        await expectStatus(200, a.url, "POST", "/api/cart", cart(shopper, product, 1));
        const carts = [
          { path: `/api/cart?guestId=${guest.body.guestId}`, guestId: guest.body.guestId },
          { path: "/api/cart", token: shopper.token, headers: shopper.headers },
        ];
        let stale = 0;
        for (let i = 0; i < ROUNDS; i++) {
          const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
          for (const c of carts) {
            const read = () => request(reader.url, "GET", c.path, { token: c.token, headers: c.headers });
            await read();
            await read();
            const quantity = i + 2;
            await expectStatus(200, writer.url, "PUT", "/api/cart", {
              token: c.token,
              headers: c.headers,
              body: { productId: product._id, color: "Cactus", packing: "1", quantity, guestId: c.guestId },
            });
            if ((await read()).body.products?.[0]?.quantity !== quantity) stale++;
          }
        }
        // An order placed on one instance empties the cart the other had read.
        await request(b.url, "GET", "/api/cart", { token: shopper.token, headers: shopper.headers });
        const order = await checkout(a.url, shopper, `scale-cart-${uid()}`);
        if (order.status === 201) acked.push(order.body);
        const after = await request(b.url, "GET", "/api/cart", { token: shopper.token, headers: shopper.headers });
        const emptied = after.body.products?.length === 0;
        return {
          ok: stale === 0 && order.status === 201 && emptied,
          detail: `${ROUNDS * carts.length} writes to a guest's and a shopper's cart, ${stale} stale reads on the other instance; after an order on A, B shows the cart empty: ${emptied}`,
        };
      },
    );

    await suite.case("stock taken by an order on one instance shows on the other at once", async () => {
      const product = await createProduct(a.url, admin, { stock: 40, price: 60 });
      initialStock.set(product._id, 40);
      const url = `/api/products/${product._id}`;
      await request(b.url, "GET", url);
      const before = (await request(b.url, "GET", url)).body.countInStock;
      await expectStatus(200, a.url, "POST", "/api/cart", cart(shoppers[0], product, 3));
      const order = await checkout(a.url, shoppers[0], `scale-${uid()}`);
      if (order.status === 201) acked.push(order.body);
      const after = (await request(b.url, "GET", url)).body.countInStock;
      return {
        ok: order.status === 201 && before === 40 && after === 37,
        detail: `B showed ${before}, then ${after} right after the order on A`,
      };
    });

    await suite.case(
      `sign-in attempts for one account, split across both instances and ${LOGIN_PER_MINUTE + 2} addresses, hit one limit`,
      async () => {
        const email = shoppers[1].email;
        const codes = [];
        for (let i = 0; i < LOGIN_PER_MINUTE + 2; i++) {
          const res = await request(i % 2 === 0 ? a.url : b.url, "POST", "/api/users/login", {
            headers: { "x-forwarded-for": `10.88.1.${i + 1}` },
            body: { email, password: "Wrong-password-1" },
          });
          codes.push(res.status);
        }
        const expected = [...Array(LOGIN_PER_MINUTE).fill(401), 429, 429];
        return { ok: codes.join() === expected.join(), detail: `answers ${codes.join(" ")}` };
      },
    );

    await suite.case(`sign-in attempts from one address, split across both instances, hit one limit`, async () => {
      const codes = [];
      for (let i = 0; i < LOGIN_PER_MINUTE * 2 + 1; i++) {
        const res = await request(i % 2 === 0 ? a.url : b.url, "POST", "/api/users/login", {
          headers: { "x-forwarded-for": "10.88.2.1" },
          body: { email: `nobody-${i}-${uid()}@example.com`, password: PASSWORD },
        });
        codes.push(res.status);
      }
      const ok = codes.slice(0, -1).every((c) => c === 401) && codes.at(-1) === 429;
      return { ok, detail: `${codes.length} attempts: ${codes.join(" ")}` };
    });

    await suite.case("an image uploaded on one instance is stored in the bucket and served by both", async () => {
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a6f4d" } })
        .png()
        .toBuffer();
      const boundary = `----avlu${uid()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="chair.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const up = await request(a.url, "POST", "/api/upload", {
        token: admin,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": payload.length },
        body: payload,
      });
      if (up.status !== 201) return { ok: false, detail: `upload answered ${up.status} ${JSON.stringify(up.body)}` };
      const key = up.body.imageUrl.replace("/uploads/", "");
      const served = await Promise.all([a, b].map((s) => request(s.url, "GET", up.body.imageUrl, { raw: true })));
      const headersOk = served.every(
        (r) =>
          r.status === 200 &&
          r.headers["content-type"] === "image/webp" &&
          r.headers["x-content-type-options"] === "nosniff" &&
          /immutable/.test(r.headers["cache-control"] ?? ""),
      );
      const same = served[0].body.equals(served[1].body);
      const inBucket = s3.objects().includes(key);
      const onDisk = Object.values(dirs).some((d) => fs.existsSync(path.join(d, "uploads", key)));
      return {
        ok: headersOk && same && inBucket && !onDisk,
        detail: `A and B answered ${served.map((r) => r.status).join("/")} image/webp nosniff immutable: ${headersOk}; identical bytes: ${same} (${served[0].body.length} B); in the bucket: ${inBucket}; on a local disk: ${onDisk}`,
      };
    });

    await suite.case("50 shoppers split across both instances order the last 5 units", async () => {
      const product = await createProduct(a.url, admin, { stock: 5, price: 420 });
      initialStock.set(product._id, 5);
      for (const s of shoppers) await expectStatus(200, a.url, "POST", "/api/cart", cart(s, product, 1));
      const results = await Promise.all(
        shoppers.map((s, i) => checkout(i % 2 === 0 ? a.url : b.url, s, `last-${uid()}`)),
      );
      const created = results.filter((r) => r.status === 201);
      const byA = results.filter((r, i) => r.status === 201 && i % 2 === 0).length;
      const soldOut = results.filter((r) => r.status === 409).length;
      for (const r of created) acked.push(r.body);
      const stocks = await Promise.all(
        [a, b].map(async (s) => (await request(s.url, "GET", `/api/products/${product._id}`)).body.countInStock),
      );
      await Promise.all(
        shoppers.map((s) =>
          request(a.url, "DELETE", "/api/cart", {
            token: s.token,
            body: { productId: product._id, color: "Cactus", packing: "1" },
          }),
        ),
      );
      return {
        ok: created.length === 5 && soldOut === 45 && stocks.every((x) => x === 0),
        detail: `${created.length} orders (${byA} placed through A, ${created.length - byA} through B), ${soldOut} × 409, stock on A/B ${stocks.join("/")}`,
      };
    });

    await suite.case("one checkout submitted 25 times to each instance at once → one order", async () => {
      const product = await createProduct(a.url, admin, { stock: 50, price: 75 });
      initialStock.set(product._id, 50);
      const shopper = shoppers[2];
      await expectStatus(200, b.url, "POST", "/api/cart", cart(shopper, product, 2));
      const key = `dup-${uid()}`;
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => checkout(i % 2 === 0 ? a.url : b.url, shopper, key)),
      );
      const ids = new Set(results.filter((r) => r.status < 300).map((r) => r.body._id));
      const created = results.filter((r) => r.status === 201);
      for (const r of created) acked.push(r.body);
      const stock = (await request(a.url, "GET", `/api/products/${product._id}`)).body.countInStock;
      return {
        ok:
          created.length === 1 &&
          results.every((r) => r.status === 200 || r.status === 201) &&
          ids.size === 1 &&
          stock === 48,
        detail: `${created.length} × 201, ${results.filter((r) => r.status === 200).length} × 200, ${ids.size} order id, stock 50 → ${stock}`,
      };
    });

    await suite.case(
      "nothing lives in a process: with one instance killed, the other serves the same sessions and carts",
      async () => {
        const product = await createProduct(a.url, admin, { stock: 30, price: 33 });
        initialStock.set(product._id, 30);
        const guest = await request(a.url, "POST", "/api/cart", {
          body: { productId: product._id, quantity: 2, color: "Cactus", packing: "1" },
        });
        const shopper = shoppers[3];
        await expectStatus(200, a.url, "POST", "/api/cart", cart(shopper, product, 1));
        await a.kill();
        const guestCart = await request(b.url, "GET", `/api/cart?guestId=${guest.body.guestId}`);
        const profile = await request(b.url, "GET", "/api/users/profile", {
          token: shopper.token,
          headers: shopper.headers,
        });
        const order = await checkout(b.url, shopper, `after-kill-${uid()}`);
        if (order.status === 201) acked.push(order.body);
        a = await startServer({ name: "instance-a-restarted", dataDir: dirs.a, env });
        const again = await request(a.url, "GET", `/api/cart?guestId=${guest.body.guestId}`);
        const ok =
          guestCart.body.products?.[0]?.quantity === 2 &&
          profile.status === 200 &&
          order.status === 201 &&
          order.body.orderItems[0].productId === product._id &&
          again.body.products?.[0]?.quantity === 2;
        return {
          ok,
          detail: `B after A's SIGKILL: guest cart ${guestCart.body.products?.length ?? 0} line(s), profile ${profile.status}, checkout of the cart filled on A ${order.status}; restarted A sees the guest cart: ${again.body.products?.length === 1}`,
        };
      },
    );

    await suite.case("audit: every order complete, stock adds up", () =>
      auditVerdict(suite, () => inspector({ dialect: "postgres", pgUrl: pgDb.url }), { acked, initialStock }),
    );
  } finally {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3.close();
    await pgDb.drop();
  }
  return suite;
}

function cart(shopper, product, quantity) {
  return {
    token: shopper.token,
    headers: shopper.headers,
    body: { productId: product._id, quantity, color: product.colors[0], packing: "1" },
  };
}
