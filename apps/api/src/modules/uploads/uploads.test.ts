import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipartBody, type TestApp } from "../../test/helpers.js";
import { solidImage } from "../../test/images.js";

const png = (w = 120, h = 90) => solidImage("png", w, h, { r: 90, g: 120, b: 80 });

describe("uploads API", () => {
  let t: TestApp;
  let admin: string;
  let uploadsDir: string;
  const stored = () =>
    fs.existsSync(path.join(uploadsDir, "images")) ? fs.readdirSync(path.join(uploadsDir, "images")) : [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminToken();
    uploadsDir = path.join(t.config.dataDir, "uploads");
  });
  afterAll(() => t.close());

  const upload = (body: ReturnType<typeof multipartBody>, token?: string) =>
    t.request({ method: "POST", url: "/api/upload", token, ...body });

  it("stores a real image re-encoded as WebP in every width and serves it safely", async () => {
    const res = await upload(multipartBody("image", "chair.png", "image/png", await png(1800, 1200)), admin);
    expect(res.statusCode).toBe(201);
    const { imageUrl, width, height } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/images\/[a-f0-9]{24}\.webp$/);
    expect([width, height]).toEqual([1600, 1067]);
    const id = imageUrl.split("/").pop().replace(".webp", "");
    expect(
      stored()
        .filter((f) => f.startsWith(id))
        .sort(),
    ).toEqual([`${id}-1024.webp`, `${id}-1600.webp`, `${id}-320.webp`, `${id}-640.webp`, `${id}.webp`].sort());
    const served = await t.request({ method: "GET", url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(served.headers["cache-control"]).toMatch(/immutable/);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("re-encodes polyglots so nothing the client appended is stored", async () => {
    const poly = Buffer.concat([await png(), Buffer.from("<script>alert(1)</script><?php system($_GET[1]); ?>")]);
    const res = await upload(multipartBody("image", "poly.png", "image/png", poly), admin);
    expect(res.statusCode).toBe(201);
    const served = await t.request({ method: "GET", url: res.json().imageUrl });
    expect(served.rawPayload.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses non-images whatever their name or type header, and SVG, storing nothing", async () => {
    const before = stored().length;
    const cases = [
      multipartBody("image", "photo.jpg", "image/jpeg", Buffer.from("just some text pretending to be a jpeg")),
      multipartBody("image", "x.png", "image/png", Buffer.from("%PDF-1.4 fake")),
      multipartBody(
        "image",
        "logo.svg",
        "image/svg+xml",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      ),
    ];
    for (const c of cases) {
      const res = await upload(c, admin);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/image/i);
    }
    expect(stored().length).toBe(before);
  });

  it("refuses decompression bombs and oversized files", async () => {
    const before = stored().length;
    const bomb = await sharp({ create: { width: 10000, height: 8000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(multipartBody("image", "bomb.png", "image/png", bomb), admin);
    expect(res.statusCode).toBe(413);
    const big = await upload(
      multipartBody("image", "big.png", "image/png", Buffer.alloc(t.config.uploadMaxBytes + 10, 1)),
      admin,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large/);
    expect(stored().length).toBe(before);
  });

  it("refuses a wrong field name, an empty request and a non-multipart body", async () => {
    expect((await upload(multipartBody("file", "a.png", "image/png", await png()), admin)).statusCode).toBe(400);
    const json = await t.request({ method: "POST", url: "/api/upload", token: admin, payload: { image: "x" } });
    expect(json.statusCode).toBe(415);
  });

  it("is for admins only", async () => {
    const body = multipartBody("image", "a.png", "image/png", await png());
    expect((await upload(body)).statusCode).toBe(401);
    const customer = (await t.registerCustomer()).token;
    expect((await upload(body, customer)).statusCode).toBe(403);
  });

  it("serves nothing outside the stored keys", async () => {
    for (const url of [
      "/uploads/images/nope.webp",
      "/uploads/..%2fjwt-secret",
      "/uploads/images/x.html",
      "/uploads/",
    ]) {
      expect((await t.request({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
