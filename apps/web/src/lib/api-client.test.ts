import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../app/store";
import { api as rtk } from "../state/api";
import { jsonResponse } from "../test/fixtures";
import { ApiError, api, onUnauthorized } from "./api-client";
import { STORAGE_KEYS } from "./local-storage";

describe("api client", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const lastCall = () => fetchMock.mock.calls.at(-1) as [string, RequestInit];

  describe("JSON requests", () => {
    it("sends the stored bearer token and the body as JSON, and answers the parsed body", async () => {
      window.localStorage.setItem(STORAGE_KEYS.token, "tok");
      fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
      await expect(api.post("/api/x", { a: 1 }, { query: { q: "chair", empty: "" } })).resolves.toEqual({ ok: 1 });
      const [url, init] = lastCall();
      expect(url).toBe("/api/x?q=chair");
      expect(init.method).toBe("POST");
      expect(init.body).toBe('{"a":1}');
      expect(init.headers).toMatchObject({
        Accept: "application/json",
        "Content-Type": "application/json",
        Authorization: "Bearer tok",
      });
    });

    it("answers undefined for an empty body", async () => {
      fetchMock.mockResolvedValue(new Response("", { status: 200 }));
      await expect(api.get("/api/cart")).resolves.toBeUndefined();
      expect(lastCall()[1].headers).not.toHaveProperty("Authorization");
    });

    it("turns an error answer into an ApiError with the server's message and field errors", async () => {
      fetchMock.mockResolvedValue(
        jsonResponse({ message: "Bad input", errors: [{ path: "name", message: "is required" }] }, 400),
      );
      const err = await api.get("/api/x").catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({
        status: 400,
        serverMessage: "Bad input",
        errors: [{ path: "name", message: "is required" }],
      });
    });

    it("turns a failed connection into an ApiError with status 0", async () => {
      fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
      await expect(api.get("/api/x")).rejects.toMatchObject({ status: 0, serverMessage: undefined });
    });
  });

  describe("downloads", () => {
    let clicked: HTMLAnchorElement[];
    beforeEach(() => {
      clicked = [];
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      URL.createObjectURL = vi.fn(() => "blob:export");
      URL.revokeObjectURL = vi.fn();
    });

    it("fetches with the bearer token and saves the file under the server's name", async () => {
      window.localStorage.setItem(STORAGE_KEYS.token, "tok");
      fetchMock.mockResolvedValue(
        new Response("sku,name\n", {
          status: 200,
          headers: { "content-disposition": 'attachment; filename="avlu-products-2026-03-05.csv"' },
        }),
      );
      await expect(api.download("/api/admin/products/export.csv", "avlu-products.csv")).resolves.toBe(
        "avlu-products-2026-03-05.csv",
      );
      const [url, init] = lastCall();
      expect(url).toBe("/api/admin/products/export.csv");
      expect(init.headers).toMatchObject({ Authorization: "Bearer tok" });
      expect(clicked).toHaveLength(1);
      expect(clicked[0]?.download).toBe("avlu-products-2026-03-05.csv");
      expect(clicked[0]?.getAttribute("href")).toBe("blob:export");
      expect(clicked[0]?.isConnected).toBe(false);
    });

    it("uses the fallback name when the server gives none", async () => {
      fetchMock.mockResolvedValue(new Response("email\n", { status: 200 }));
      await expect(api.download("/api/admin/subscribers/export.csv", "avlu-subscribers.csv")).resolves.toBe(
        "avlu-subscribers.csv",
      );
      expect(clicked[0]?.download).toBe("avlu-subscribers.csv");
    });

    it("fails with the server's message, saves nothing, and reports an expired session", async () => {
      window.localStorage.setItem(STORAGE_KEYS.token, "expired");
      const listener = vi.fn();
      const stop = onUnauthorized(listener);
      fetchMock.mockResolvedValue(jsonResponse({ message: "Your session has expired" }, 401));
      await expect(api.download("/api/admin/products/export.csv", "x.csv")).rejects.toMatchObject({
        status: 401,
        serverMessage: "Your session has expired",
      });
      stop();
      expect(listener).toHaveBeenCalledTimes(1);
      expect(clicked).toHaveLength(0);
    });

    it("reads the file with getBlob without saving it", async () => {
      fetchMock.mockResolvedValue(
        new Response("a,b\n", { status: 200, headers: { "content-disposition": 'attachment; filename="f.csv"' } }),
      );
      const { blob, fileName } = await api.getBlob("/api/admin/products/export.csv", "x.csv");
      expect(fileName).toBe("f.csv");
      expect(await blob.text()).toBe("a,b\n");
      expect(clicked).toHaveLength(0);
    });
  });

  describe("the page's language (ADR 2011)", () => {
    afterEach(() => {
      document.documentElement.lang = "";
    });

    it("is sent as Accept-Language with JSON requests and downloads, so the server answers in it", async () => {
      document.documentElement.lang = "tr";
      fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
      await api.get("/api/cart");
      expect(lastCall()[1].headers).toMatchObject({ "Accept-Language": "tr" });
      fetchMock.mockResolvedValue(new Response("%PDF", { status: 200 }));
      await api.getBlob("/api/orders/x/pdf", "order.pdf");
      expect(lastCall()[1].headers).toMatchObject({ "Accept-Language": "tr" });
    });

    it("goes with every RTK Query request too (the base query calls this client)", async () => {
      document.documentElement.lang = "tr";
      fetchMock.mockResolvedValue(jsonResponse({ message: "Sepetiniz boş" }, 400));
      const store = makeStore();
      const answer = await store.dispatch(rtk.endpoints.getSettings.initiate());
      expect(lastCall()[1].headers).toMatchObject({ "Accept-Language": "tr" });
      expect(answer.error).toMatchObject({ status: 400, message: "Sepetiniz boş" });
    });

    it("is not sent when the page has none", async () => {
      fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
      await api.get("/api/cart");
      expect(lastCall()[1].headers).not.toHaveProperty("Accept-Language");
    });
  });
});
