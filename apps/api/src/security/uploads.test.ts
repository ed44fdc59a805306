import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipartBody, type TestApp } from "../test/helpers.js";
import { solidImage } from "../test/images.js";
import { expectCleanError, listFiles } from "../test/security-harness.js";

/*
 * Uploads and files against a hostile client, beyond modules/uploads/uploads.test.ts (which
 * covers a real upload, the basic disguises, a PNG bomb and the size limit): more disguises and
 * polyglots, a JPEG whose header claims 4 gigapixels, every malformed form, metadata that must
 * not survive, how stored files are served, and every way of asking for files that are not
 * uploads — with decoys on disk to prove they are not served.
 */
const MAX_BYTES = 200_000;
const DECOY = "DECOY-SECRET-CONTENT";

/** A tiny JPEG whose start-of-frame header is rewritten to claim width × height pixels. */
async function lyingJpeg(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#6a8" } })
    .jpeg()
    .toBuffer();
  for (let i = 0; i < jpeg.length - 9; i++) {
    const marker = jpeg[i + 1] ?? 0;
    if (jpeg[i] === 0xff && marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error("no SOF marker");
}

describe("uploads and stored files", () => {
  let t: TestApp;
  let admin: string;
  let webDir: string;
  let uploadsDir: string;

  const upload = (body: { payload: Buffer; headers: Record<string, string> }, token = admin) =>
    t.request({ method: "POST", url: "/api/upload", token, ...body });
  const image = (format: "png" | "jpeg" | "gif" | "webp", w = 64, h = 48) =>
    solidImage(format, w, h, { r: 94, g: 127, b: 79 });

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "avlu-web-sec-"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.mkdirSync(path.join(webDir, ".git"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Avlu</title><div id=root></div>");
    fs.writeFileSync(path.join(webDir, "assets", "app-1a2b3c.js"), "console.log('app')");
    // Files that must never be served, even though they sit in the built folder.
    for (const decoy of [
      ".env",
      ".env.local",
      ".git/config",
      ".DS_Store",
      "assets/app-1a2b3c.js.map",
      "index.html.bak",
      "index.html~",
      "index.html.orig",
      "assets/app-1a2b3c.js.old",
      "backup.sql",
      "avlu.db",
      "server.key",
      "debug.log",
    ]) {
      fs.writeFileSync(path.join(webDir, decoy), DECOY);
    }
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
    admin = await t.adminToken();
    uploadsDir = path.join(t.config.dataDir, "uploads");
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("refuses non-images, however they are named or typed, and stores nothing", async () => {
    const before = listFiles(uploadsDir);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script></svg>';
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>';
    const cases: Array<[string, string, Buffer]> = [
      ["page.png", "image/png", Buffer.from("<!doctype html><script>alert(1)</script>")],
      ["logo.png", "image/png", Buffer.from(svg)],
      ["logo.svg", "image/svg+xml", Buffer.from(svg)],
      ["xxe.svg", "image/svg+xml", Buffer.from(xxe)],
      ["gif.gif", "image/gif", Buffer.from("GIF89a<script>alert(1)</script>")],
      ["magic.jpg", "image/jpeg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really")])],
      ["png-head.png", "image/png", (await image("png")).subarray(0, 40)],
      ["doc.pdf.png", "image/png", Buffer.from("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>")],
      ["shell.php.jpg", "image/jpeg", Buffer.from("<?php system($_GET['c']); ?>")],
      ["archive.png", "image/png", Buffer.from("PK\u0003\u0004 zip archive")],
      ["empty.png", "image/png", Buffer.alloc(0)],
    ];
    for (const [name, type, data] of cases) {
      const res = await upload(multipartBody("image", name, type, data));
      const message = expectCleanError(res, [400, 415], name);
      expect(message, name).toMatch(/image/i);
    }
    expect(listFiles(uploadsDir)).toEqual(before);
  });

  it("re-encodes polyglots and strips metadata: nothing the client appended or embedded is stored", async () => {
    const jpegWithExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#357" } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: "<script>alert('exif')</script>", Copyright: "<?php echo 1; ?>" } })
      .toBuffer();
    expect(jpegWithExif.includes(Buffer.from("<script>alert('exif')"))).toBe(true);
    const gifar = Buffer.concat([await image("gif"), Buffer.from("PK\u0003\u0004"), Buffer.from("<html>x</html>")]);
    const webpTail = Buffer.concat([await image("webp"), Buffer.from("<svg onload=alert(1)>")]);
    for (const [name, type, data] of [
      ["exif.jpg", "image/jpeg", jpegWithExif],
      ["gifar.gif", "image/gif", gifar],
      ["tail.webp", "image/webp", webpTail],
    ] as const) {
      const res = await upload(multipartBody("image", name, type, data));
      expect(res.statusCode, `${name} ${res.body}`).toBe(201);
      const { imageUrl } = res.json();
      const stored = fs.readFileSync(path.join(uploadsDir, imageUrl.replace("/uploads/", "")));
      for (const marker of ["<script", "<?php", "PK\u0003\u0004", "<html", "<svg", "Exif"]) {
        expect(stored.includes(Buffer.from(marker)), `${name} kept ${marker}`).toBe(false);
      }
      expect((await sharp(stored).metadata()).exif, name).toBeUndefined();
    }
  });

  it("refuses decompression bombs (a header claiming gigapixels) and files over UPLOAD_MAX_BYTES", async () => {
    const before = listFiles(uploadsDir);
    const bomb = await lyingJpeg(65_000, 65_000);
    expect(bomb.length).toBeLessThan(2_000);
    const res = await upload(multipartBody("image", "bomb.jpg", "image/jpeg", bomb));
    expect(expectCleanError(res, 413)).toMatch(/megapixels/);
    const wide = await upload(multipartBody("image", "wide.jpg", "image/jpeg", await lyingJpeg(60_000, 700)));
    expectCleanError(wide, 413);
    const big = await upload(multipartBody("image", "big.png", "image/png", Buffer.alloc(MAX_BYTES + 1, 7)));
    expect(expectCleanError(big, 413)).toMatch(/too large/);
    expect(listFiles(uploadsDir)).toEqual(before);
  });

  it("refuses wrong field names, two files, stray fields and broken forms with a 400", async () => {
    const before = listFiles(uploadsDir);
    const png = await image("png");
    const boundary = "----avlusecurityB0undary";
    const form = (parts: string[], end = true) =>
      Buffer.from(`${parts.join("")}${end ? `--${boundary}--\r\n` : ""}`, "latin1");
    const filePart = (field: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${png.toString("latin1")}\r\n`;
    const fieldPart = (field: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const cases: Array<[string, { payload: Buffer; headers: Record<string, string> }, RegExp]> = [
      ["field file", multipartBody("file", "a.png", "image/png", png), /field `image`/],
      ["field Image", multipartBody("Image", "a.png", "image/png", png), /field `image`/],
      ["field image[]", multipartBody("image[]", "a.png", "image/png", png), /field `image`/],
      ["two images", { payload: form([filePart("image"), filePart("image")]), headers }, /one image/],
      ["image and another file", { payload: form([filePart("image"), filePart("extra")]), headers }, /image/],
      [
        "text field called image",
        { payload: form([fieldPart("image", "https://evil.example/x.png")]), headers },
        /No image/,
      ],
      [
        "many fields",
        {
          payload: form(Array.from({ length: 8 }, (_, i) => fieldPart(`f${i}`, "x")).concat(filePart("image"))),
          headers,
        },
        /form fields/,
      ],
      ["truncated form", { payload: form([filePart("image").slice(0, 200)], false), headers }, /multipart/],
      [
        "no boundary",
        { payload: form([filePart("image")]), headers: { "content-type": "multipart/form-data" } },
        /multipart/,
      ],
      ["__proto__ field", { payload: form([fieldPart("__proto__", "x"), filePart("image")]), headers }, /./],
    ];
    for (const [name, body, message] of cases) {
      expect(expectCleanError(await upload(body), 400, name), name).toMatch(message);
    }
    expect(listFiles(uploadsDir)).toEqual(before);
  });

  it("customers and visitors cannot upload, even a real image", async () => {
    const before = listFiles(uploadsDir);
    const body = multipartBody("image", "a.png", "image/png", await image("png"));
    const customer = await t.registerCustomer();
    expectCleanError(await t.request({ method: "POST", url: "/api/upload", ...body }), 401);
    expectCleanError(await upload(body, customer.token), 403);
    expect(listFiles(uploadsDir)).toEqual(before);
  });

  it("serves stored files with a fixed content type, nosniff and a CSP that runs nothing", async () => {
    const res = await upload(multipartBody("image", "chair.png", "image/png", await image("png")));
    const { imageUrl } = res.json();
    for (const accept of ["text/html", "application/json", "*/*"]) {
      const served = await t.request({ method: "GET", url: imageUrl, headers: { accept } });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      expect(served.headers["content-security-policy"]).toMatch(/sandbox/);
      expect(served.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    }
    // A scripted SVG in the store (the demo pictures are SVG) is served as an image in a sandbox.
    fs.mkdirSync(path.join(uploadsDir, "seed"), { recursive: true });
    fs.writeFileSync(
      path.join(uploadsDir, "seed", "scripted.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const svg = await t.request({ method: "GET", url: "/uploads/seed/scripted.svg" });
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);
    // Files of any other type in the store are never served, nor other spellings of a stored key.
    fs.writeFileSync(path.join(uploadsDir, "seed", "page.html"), "<script>alert(1)</script>");
    fs.writeFileSync(path.join(uploadsDir, "seed", "page.svg.html"), "<script>alert(1)</script>");
    for (const url of [
      "/uploads/seed/page.html",
      "/uploads/seed/page.svg.html",
      imageUrl.toUpperCase(),
      imageUrl.replace(".webp", ".WEBP"),
      `${imageUrl}%00.png`,
      `${imageUrl};.html`,
    ]) {
      const r = await t.request({ method: "GET", url });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers["content-type"], url).not.toMatch(/html/);
    }
  });

  it("path traversal under /uploads, plain, encoded and double-encoded, finds nothing", async () => {
    // Without JWT_SECRET the server keeps its signing secret here, beside the SQLite database.
    fs.writeFileSync(path.join(t.config.dataDir, "jwt-secret"), DECOY);
    const traversal = [
      "/uploads/../jwt-secret",
      "/uploads/..%2fjwt-secret",
      "/uploads/%2e%2e%2fjwt-secret",
      "/uploads/%2e%2e/jwt-secret",
      "/uploads/images/..%2f..%2fjwt-secret",
      "/uploads/%252e%252e%252fjwt-secret",
      "/uploads/%252e%252e/jwt-secret",
      "/uploads/..%5cjwt-secret",
      "/uploads/..\\jwt-secret",
      "/uploads/%c0%ae%c0%ae/jwt-secret",
      "/uploads/.%2e/avlu.db",
      "/uploads/..%2favlu.db",
      "/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd",
      "/uploads/%2fetc%2fpasswd",
      "/uploads//etc/passwd",
      "/uploads/images/..;/..;/jwt-secret",
      "/uploads/jwt-secret%00.webp",
    ];
    for (const url of traversal) {
      const res = await t.request({ method: "GET", url });
      // 404 (an HTML page when the client resolved the dots itself), or 400 for an address that
      // is not valid percent-encoded UTF-8 (%c0%ae).
      expect(res.statusCode, url).toBe(url.includes("%c0") ? 400 : 404);
      expect(res.body, url).not.toContain(DECOY);
      expect(res.body, url).not.toMatch(/SQLite format|root:x:0/);
    }
  });

  it("secrets, dotfiles, source maps, backups and the database are never served, even when they sit in the web folder", async () => {
    const probes = [
      "/.env",
      "/.env.local",
      "/.git/config",
      "/.git/HEAD",
      "/.DS_Store",
      "/assets/app-1a2b3c.js.map",
      "/index.html.bak",
      "/index.html~",
      "/index.html.orig",
      "/assets/app-1a2b3c.js.old",
      "/backup.sql",
      "/avlu.db",
      "/server.key",
      "/debug.log",
      "/data/avlu.db",
      "/data/jwt-secret",
      "/jwt-secret",
      "/package.json",
      "/apps/api/src/config.ts",
      "/%2eenv",
      "/assets/..%2f.env",
      "/assets/%2e%2e/.git/config",
      "/index.html%2ebak",
    ];
    for (const url of probes) {
      const res = await t.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(DECOY);
    }
    // The real assets still are.
    expect((await t.request({ method: "GET", url: "/assets/app-1a2b3c.js" })).statusCode).toBe(200);
  });
});
