import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      seedDemo: true,
      corsOrigins: [],
      trustProxy: false,
    });
    expect(c.dataDir).toMatch(/data$/);
  });

  it("parses lists, flags and proxies", () => {
    const c = loadConfig({
      CORS_ORIGINS: "https://a.example, https://b.example",
      SEED_DEMO: "false",
      TRUST_PROXY: "10.0.0.0/8,127.0.0.1",
    });
    expect(c.corsOrigins).toEqual(["https://a.example", "https://b.example"]);
    expect(c.seedDemo).toBe(false);
    expect(c.trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("fails fast with every bad variable listed", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", JWT_SECRET: "short", S3_BUCKET: "b" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toMatch(/PORT/);
      expect(msg).toMatch(/DATABASE_URL/);
      expect(msg).toMatch(/JWT_SECRET/);
    }
    expect(() => loadConfig({ S3_BUCKET: "b" })).toThrow(/S3_/);
  });
});
