import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/helpers.js";
import { DEFAULT_ADMIN_EMAIL, loadJwtSecret } from "./bootstrap.js";

describe("first start", () => {
  it("without ADMIN_EMAIL/ADMIN_PASSWORD generates a random admin password, written to the data dir", async () => {
    const t = await createTestApp({ env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });
    try {
      const file = path.join(t.config.dataDir, "admin-credentials.txt");
      const text = fs.readFileSync(file, "utf8");
      expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
      const email = /email: (.+)/.exec(text)?.[1];
      const password = /password: (.+)/.exec(text)?.[1];
      expect(email).toBe(DEFAULT_ADMIN_EMAIL);
      expect(password?.length).toBeGreaterThanOrEqual(16);
      const res = await t.request({ method: "POST", url: "/api/users/login", payload: { email, password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe("admin");
    } finally {
      await t.close();
    }
  });

  it("loads the demo catalogue into an empty shop", async () => {
    const t = await createTestApp({ demo: true });
    try {
      const page = (await t.request({ method: "GET", url: "/api/products/filter?limit=1" })).json();
      expect(page.total).toBeGreaterThanOrEqual(290);
      const fermob = (await t.request({ method: "GET", url: "/api/collections?brand=FERMOB" })).json();
      expect(fermob.length).toBeGreaterThanOrEqual(55);
      const image = fermob[0].image as string;
      const served = await t.request({ method: "GET", url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/svg+xml");
    } finally {
      await t.close();
    }
  });
});

describe("JWT secret", () => {
  it("is generated once and kept, so tokens survive restarts; JWT_SECRET wins", () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "avlu-secret-"));
    try {
      const first = loadJwtSecret({ jwtSecret: undefined, dataDir: dir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadJwtSecret({ jwtSecret: undefined, dataDir: dir })).toBe(first);
      expect(loadJwtSecret({ jwtSecret: "x".repeat(40), dataDir: dir })).toBe("x".repeat(40));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
