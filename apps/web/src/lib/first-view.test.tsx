import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIRST_VIEW_SCRIPT_ID, FirstView, readFirstView, useServedKey } from "./first-view";

describe("first view (the API answers a server-rendered page came with)", () => {
  it("finds an answer by path and query, written as the API client writes them", () => {
    const view = new FirstView({ "/api/collections?brand=FERMOB": [{ name: "Bistro" }], "/api/settings": { a: 1 } });
    expect(view.get("/api/collections", { brand: "FERMOB" })).toEqual([{ name: "Bistro" }]);
    expect(view.get("/api/settings")).toEqual({ a: 1 });
    expect(view.get("/api/collections", { brand: "OLTA" })).toBeUndefined();
  });

  it("is over after the first navigation", () => {
    const view = new FirstView({ "/api/settings": {} });
    view.end();
    expect(view.get("/api/settings")).toBeUndefined();
    expect(view.entries()).toEqual([]);
  });

  it("reads the data the server wrote into the page, and nothing from a broken or missing script", () => {
    document.body.innerHTML = `<script id="${FIRST_VIEW_SCRIPT_ID}" type="application/json">{"/api/settings":{"shopName":"Avlu \\u003c3"}}</script>`;
    expect(readFirstView(document).get("/api/settings")).toEqual({ shopName: "Avlu <3" });
    document.body.innerHTML = `<script id="${FIRST_VIEW_SCRIPT_ID}" type="application/json">{oops</script>`;
    expect(readFirstView(document).entries()).toEqual([]);
    document.body.innerHTML = "";
    expect(readFirstView(document).entries()).toEqual([]);
  });

  it("counts a key as served until another one is asked for, then never again", () => {
    const { result, rerender } = renderHook(({ served }) => useServedKey(served), {
      initialProps: { served: "a" as string | undefined },
    });
    expect(result.current("a")).toBe(true);
    expect(result.current("a")).toBe(true);
    rerender({ served: undefined });
    expect(result.current("b")).toBe(false);
    expect(result.current("a")).toBe(false);
  });

  it("serves nothing when the page was not server-rendered", () => {
    const { result } = renderHook(() => useServedKey(undefined));
    expect(result.current("a")).toBe(false);
  });
});
