import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

/** First-load guarantees of issue 7 that a browser can check: no layout shift from pictures, no admin code, early data. */

/** Every built chunk that belongs to the admin area (from Vite's manifest of the build under test). */
function adminChunks(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, "../../apps/web/dist/.vite/manifest.json"), "utf8"),
  ) as Record<string, { file: string }>;
  const files = Object.entries(manifest)
    .filter(([src]) => src.startsWith("src/features/admin/"))
    .map(([, chunk]) => chunk.file);
  expect(files.length).toBeGreaterThan(0);
  return files;
}

/** The element the browser reported as the largest contentful paint. */
async function lcpElement(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; width: string | null; height: string | null; priority: string | null }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          const el = last?.element;
          resolve({
            tag: el?.tagName ?? "",
            width: el?.getAttribute("width") ?? null,
            height: el?.getAttribute("height") ?? null,
            priority: el?.getAttribute("fetchpriority") ?? null,
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

test.describe("on a phone, as Lighthouse's mobile preset measures", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the product page's largest paint is its main picture, with its size set and fetched first", async ({
    page,
    request,
  }) => {
    const [first] = (await (await request.get("/api/products?limit=1&sortBy=popularity")).json()) as Array<{
      _id: string;
    }>;
    await page.goto(`/product/${first?._id}`);
    const main = page.getByTestId("main-image").locator("img");
    await expect(main).toBeVisible();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const lcp = await lcpElement(page);
    expect(lcp).toEqual({ tag: "IMG", width: "800", height: "800", priority: "high" });
  });
});

test("no storefront page loads admin code", async ({ page, request }) => {
  const admin = adminChunks();
  const loaded: string[] = [];
  page.on("request", (r) => loaded.push(new URL(r.url()).pathname.slice(1)));
  const [first] = (await (await request.get("/api/products?limit=1")).json()) as Array<{ _id: string }>;
  for (const url of ["/", "/collections/all", "/collectionsfermob", `/product/${first?._id}`, "/login", "/aboutus"]) {
    await page.goto(url);
    await expect(page.locator("main").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(loaded.some((p) => p.startsWith("assets/"))).toBe(true);
  expect(loaded.filter((p) => admin.includes(p))).toEqual([]);
});

test("a listing's first products are asked for once, from the hint in the HTML", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/products/filter") asked.push(r.url());
  });
  const html = await (await page.request.get("/collections/all?door=Outdoor")).text();
  expect(html).toContain(
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products/filter?door=outdoor',
  );
  await page.goto("/collections/all?door=Outdoor");
  await expect(page.getByTestId("range-text")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0] ?? "").search).toBe("?door=outdoor&limit=24&page=1");
});
