// Deploy with a snapshot (ADR 1510, 1521): `npm run index:snapshot` (apps/api/dist) writes the
// catalogue index's snapshot, and the built server (apps/api/bundle) starts from it instead of
// reading every product — the two run the same engine from different files, and a fingerprint
// that told them apart would make every deploy's first start read the whole catalogue again. The
// index read from the snapshot then follows a change like any other. SQLite only: the fingerprint
// does not depend on the database.
import { adminToken, freshStorage, request, runCli, Suite, startServer } from "./lib.mjs";

const PRODUCTS = 12_000;

export const title = "Deploy: the snapshot written by `npm run index:snapshot` starts the built server";

export async function run() {
  const suite = new Suite("snapshot");
  const storage = await freshStorage("sqlite", undefined, "snapshot");
  const { dataDir } = storage;
  const env = { LOG_LEVEL: "info" };
  await runCli("seed", ["--products", String(PRODUCTS)], { DATA_DIR: dataDir });

  await suite.case("the CLI writes the snapshot", async () => {
    const out = await runCli("index-snapshot", [], { DATA_DIR: dataDir });
    if (!/^Wrote .*catalog-index\.snapshot/m.test(out)) throw new Error(`unexpected output: ${out}`);
    return out.trim();
  });

  const server = await startServer({ name: "snapshot", dataDir, env });
  try {
    await suite.case("the built server starts from it", async () => {
      const read = server
        .logs()
        .split("\n")
        .find((line) => line.includes("catalogue index read from its snapshot"));
      if (!read) throw new Error("the server read every product: no line 'catalogue index read from its snapshot'");
      const { products, ms } = JSON.parse(read);
      if (products < PRODUCTS) throw new Error(`${products} products in the snapshot`);
      return `${products.toLocaleString("en")} products in ${ms} ms; ready in ${Math.round(server.startupMs)} ms`;
    });

    await suite.case("the index read from it follows a change", async () => {
      const admin = await adminToken(server.url);
      const list = await request(server.url, "GET", "/api/products/filter?limit=1&sortBy=priceAsc");
      const product = list.body.products?.[0];
      if (list.status !== 200 || !product) throw new Error(`GET /api/products/filter: ${list.status}`);
      const word = `snapshotprobe${Date.now()}`;
      const renamed = `Zeytin ${word}`;
      const put = await request(server.url, "PUT", `/api/products/${product._id}`, {
        token: admin,
        body: { name: renamed },
      });
      if (put.status !== 200) throw new Error(`PUT /api/products/${product._id}: ${put.status}`);
      const found = await request(server.url, "GET", `/api/products/filter?search=${word}`);
      if (found.body.products?.[0]?._id !== product._id)
        throw new Error("the renamed product is not found by its name");
      // Its listing answer was read from the snapshot's file (and kept in the ring of recent reads,
      // ADR 1522) before the rename: both listings now carry the new name.
      const again = await request(server.url, "GET", "/api/products/filter?limit=1&sortBy=priceAsc&page=1");
      for (const [what, answer] of [
        ["the search", found.body.products?.[0]],
        ["the listing read before the rename", again.body.products?.[0]],
      ]) {
        if (answer?.name !== renamed) throw new Error(`${what} shows "${answer?.name}", not "${renamed}"`);
      }
      return "a rename is found by the next search, and every listing shows the new name";
    });
  } finally {
    await server.stop();
    await storage.drop();
  }
  return suite;
}
