import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../../../scripts/s3-test-server.mjs";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { ADMIN, createTestApp, multipartBody, type TestApp } from "../../test/helpers.js";
import { solidImage } from "../../test/images.js";
import { S3Storage, STORAGE_UNAVAILABLE, StorageUnavailableError } from "./s3-storage.js";

const BUCKET = "avlu-uploads";
const KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" } as const;

const png = (w: number, h: number) => solidImage("png", w, h, { r: 200, g: 160, b: 90 });

describe("S3 storage against a real S3-protocol server (s3rver)", () => {
  let server: TestS3Server;
  let s3Dir: string;
  let endpoint: string;
  let storage: S3Storage;
  let t: TestApp;

  /** An admin's upload of a w × h PNG; answers its URL after checking it was stored (201). */
  const adminUpload = async (filename: string, w: number, h: number) => {
    const res = await t.request({
      method: "POST",
      url: "/api/upload",
      token: await t.adminToken(),
      ...multipartBody("image", filename, "image/png", await png(w, h)),
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { imageUrl: string }).imageUrl;
  };

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-s3rver-"));
    server = await startS3Server({ directory: s3Dir, bucket: BUCKET });
    endpoint = server.endpoint;
    storage = new S3Storage({ endpoint, region: "us-east-1", bucket: BUCKET, ...toOptions(KEYS) });
    t = await createTestApp({ env: { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, ...KEYS } });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it("puts, reads, streams, checks and deletes objects", async () => {
    await storage.put("test/hello.svg", "<svg/>", "image/svg+xml");
    expect(await storage.exists("test/hello.svg")).toBe(true);
    expect((await storage.get("test/hello.svg"))?.toString()).toBe("<svg/>");
    const opened = await storage.open("test/hello.svg");
    if (!opened) throw new Error("stored object not found");
    expect(opened.size).toBe(6);
    const chunks: Buffer[] = [];
    for await (const c of opened.body as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe("<svg/>");
    await storage.delete("test/hello.svg");
    expect(await storage.exists("test/hello.svg")).toBe(false);
    expect(await storage.get("test/hello.svg")).toBeNull();
    expect(await storage.open("test/hello.svg")).toBeNull();
    await storage.delete("test/hello.svg"); // deleting twice is fine
  });

  it("refuses keys that could leave the bucket's upload space", async () => {
    for (const key of ["../secret.webp", "images/../../x.webp", "/abs.webp", "Images/UPPER.webp", ""]) {
      await expect(storage.put(key, "x", "image/webp")).rejects.toThrow(/unsafe storage key/);
    }
  });

  it("an admin upload lands in the bucket (not on disk) and /uploads serves it with fixed headers", async () => {
    const imageUrl = await adminUpload("lamp.png", 900, 600);
    const id = imageUrl.split("/").pop()?.replace(".webp", "") as string;
    expect(server.objects().filter((k) => k.includes(id))).toEqual(
      [320, 640, 1024, 1600]
        .map((w) => `images/${id}-${w}.webp`)
        .concat(`images/${id}.webp`)
        .sort(),
    );
    expect(fs.existsSync(path.join(t.config.dataDir, "uploads", "images"))).toBe(false);

    const served = await t.request({ method: "GET", url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    expect(served.rawPayload.equals((await storage.get(imageUrl.replace("/uploads/", ""))) as Buffer)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
  });

  it("customers and visitors cannot upload, and nothing reaches the bucket", async () => {
    const before = server.objects();
    const customer = await t.registerCustomer();
    const body = multipartBody("image", "x.png", "image/png", await png(50, 50));
    expect((await t.request({ method: "POST", url: "/api/upload", token: customer.token, ...body })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: "POST", url: "/api/upload", ...body })).statusCode).toBe(401);
    expect(server.objects()).toEqual(before);
  });

  it("missing objects and unsafe addresses under /uploads are 404", async () => {
    for (const url of [
      "/uploads/images/000000000000000000000000.webp",
      "/uploads/images/..%2f..%2fsecret.webp",
      "/uploads/images/x.html",
    ]) {
      const res = await t.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("a second instance on the same bucket serves what the first stored", async () => {
    const imageUrl = await adminUpload("sofa.png", 400, 300);
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      const served = await other.inject({ method: "GET", url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
    } finally {
      await other.close();
    }
  });

  it("start-up fails with a clear message when the bucket is missing or the keys are wrong", async () => {
    const missing = new S3Storage({ endpoint, region: "us-east-1", bucket: "no-such-bucket", ...toOptions(KEYS) });
    await expect(missing.checkBucket()).rejects.toThrow('S3 storage: bucket "no-such-bucket" does not exist');
    const config = loadConfig({
      DATA_DIR: path.join(t.config.dataDir, "second"),
      JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: "no-such-bucket",
      ...KEYS,
    });
    await expect(buildApp({ config, db: t.db, logger: false })).rejects.toThrow(/does not exist/);
  });

  it("when the bucket cannot be reached: uploads and reads answer 503 with a clear message, quickly", async () => {
    const down = new S3Storage({
      endpoint: "http://127.0.0.1:1",
      region: "us-east-1",
      bucket: BUCKET,
      ...toOptions(KEYS),
      timeoutMs: 2_000,
    });
    await expect(down.put("images/x.webp", "x", "image/webp")).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.checkBucket()).rejects.toThrow(/cannot reach/);

    const app = await buildApp({ config: t.config, db: t.db, storage: down, logger: false });
    try {
      const started = performance.now();
      const login = await app.inject({ method: "POST", url: "/api/users/login", payload: ADMIN });
      const body = multipartBody("image", "a.png", "image/png", await png(64, 64));
      const upload = await app.inject({
        method: "POST",
        url: "/api/upload",
        headers: { authorization: `Bearer ${login.json().token}`, ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toEqual({ message: STORAGE_UNAVAILABLE });
      expect(upload.headers["retry-after"]).toBe("5");
      const read = await app.inject({ method: "GET", url: "/uploads/images/000000000000000000000000.webp" });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({ message: STORAGE_UNAVAILABLE });
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});

function toOptions(keys: typeof KEYS) {
  return { accessKeyId: keys.S3_ACCESS_KEY_ID, secretAccessKey: keys.S3_SECRET_ACCESS_KEY };
}
