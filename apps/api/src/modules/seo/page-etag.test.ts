import { describe, expect, it } from "vitest";
import { pageEtag } from "./page-body.js";

/** A rendered page's validator (ADR 0010, update of 2026-11-30). */

const SHELL =
  '<html><head><title>Page</title></head><body><div id="root"><!--app-body--><!--/app-body--></div></body></html>';

/** RTK Query's slice as the storefront serves it, for one answer. */
function served(data: unknown, render: { id: string; at: number; tagsFirst: boolean }) {
  const tags = { Product: { p1: ["getProduct(p1)"] }, Settings: { __internal_without_id: ["getSettings(undefined)"] } };
  return {
    state: {
      api: {
        queries: {
          "getProduct(p1)": {
            status: "fulfilled",
            endpointName: "getProduct",
            requestId: render.id,
            originalArgs: "p1",
            startedTimeStamp: render.at,
            data,
            fulfilledTimeStamp: render.at + 5,
          },
        },
        mutations: {},
        provided: render.tagsFirst ? { tags } : { tags: { Settings: tags.Settings, Product: tags.Product } },
        config: { online: true },
      },
    },
    hydration: { loaderData: { product: null } },
  };
}

const etag = (data: unknown, render = { id: "a", at: 1, tagsFirst: true }, markup = "<main>Chair</main>") =>
  pageEtag({ shell: SHELL, markup, served: served(data, render), code: "<script src=/a.js></script>" });

describe("pageEtag", () => {
  it("is the same for two renders of one page: other request ids, times and tag order", () => {
    const data = { name: "Chair", price: 10 };
    expect(etag(data, { id: "x", at: 100, tagsFirst: false })).toBe(etag({ price: 10, name: "Chair" }));
  });

  it("changes with anything the page shows or starts from, also data named like RTK Query's own keys", () => {
    const base = etag({ name: "Chair", price: 10 });
    expect(etag({ name: "Chair", price: 11 })).not.toBe(base);
    expect(etag({ name: "Chair", price: 10 }, undefined, "<main>Chair!</main>")).not.toBe(base);
    const named = { name: "Chair", requestId: "r1", provided: "a", fulfilledTimeStamp: 1 };
    expect(etag({ ...named, requestId: "r2" })).not.toBe(etag(named));
    expect(etag({ ...named, provided: "b" })).not.toBe(etag(named));
    expect(etag({ ...named, fulfilledTimeStamp: 2 })).not.toBe(etag(named));
  });
});
