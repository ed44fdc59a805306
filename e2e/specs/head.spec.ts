import { expect, test } from "@playwright/test";
import { appReady } from "../fixtures/first-view.js";
import { INFO_PAGES } from "../fixtures/info-pages.js";

/** The server writes text into the head with numeric character references (apps/api/src/modules/seo/head.ts). */
const decode = (s: string) =>
  s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, "&");

/** Issue 16: one head per route, the same from the server and in the browser once it has taken the page over. */
test("every storefront page has the same title and description from the server and after hydration", async ({
  page,
  request,
}) => {
  // Eighteen pages, each loaded, taken over and compared: longer than one page's test on a busy machine.
  test.slow();
  const [first] = (await (await request.get("/api/products?limit=1")).json()) as Array<{ _id: string }>;
  const urls = [
    "/",
    "/collections/all",
    "/collections/all?brand=FERMOB",
    "/dining-chairs",
    "/collectionsfermob",
    "/collectionsfermob/LUXEMBOURG",
    "/oltacatalogs",
    "/olta",
    "/olta/configure",
    `/product/${first?._id}`,
    ...INFO_PAGES,
  ];
  for (const url of urls) {
    const html = await (await request.get(url)).text();
    const title = decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "");
    const description = decode(/<meta name="description" content="(.*?)" \/>/s.exec(html)?.[1] ?? "");
    expect(title, url).not.toBe("");
    await page.goto(url);
    await expect(page.locator("#root[data-server-rendered]"), url).toBeAttached();
    await appReady(page);
    await page.waitForLoadState("networkidle");
    expect(await page.title(), url).toBe(title);
    expect(await page.locator('meta[name="description"]').getAttribute("content"), url).toBe(description);
  }
  // The title drift of issue 16.
  await page.goto("/faq");
  await expect(page).toHaveTitle("Frequently Asked Questions | Avlu");
});
