import type { SavedAddress } from "@avlu/contract/checkout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_SAVED_ADDRESS, type TestApp } from "../../test/helpers.js";
import { expectCleanError, snapshot } from "../../test/security-harness.js";

const home = TEST_SAVED_ADDRESS;
const office = {
  ...home,
  label: "İş",
  city: "ankara",
  district: "CANKAYA",
  postalCode: "06690",
  address: "Atatürk Blv. 1",
};
const abroad = { ...home, label: "Berlin", country: "Germany", city: "Berlin", district: "", postalCode: "10115" };

describe("saved addresses", () => {
  let t: TestApp;
  let ayse: Awaited<ReturnType<TestApp["registerCustomer"]>>;
  let mehmet: Awaited<ReturnType<TestApp["registerCustomer"]>>;

  const list = async (token: string) =>
    (await t.request({ method: "GET", url: "/api/addresses", token })).json() as SavedAddress[];
  const add = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: "POST", url: "/api/addresses", token, payload });

  beforeAll(async () => {
    t = await createTestApp();
    ayse = await t.registerCustomer({ name: "Ayşe" });
    mehmet = await t.registerCustomer({ name: "Mehmet" });
  });
  afterAll(() => t.close());

  it("adds addresses: the first is the default, Turkish names are stored in the list's spelling", async () => {
    expect(await list(ayse.token)).toEqual([]);
    const first = await add(ayse.token, home);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...home, isDefault: true });
    const second = await add(ayse.token, office);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ city: "Ankara", district: "Çankaya", postalCode: "06690", isDefault: false });
    const third = await add(ayse.token, { ...abroad, isDefault: true });
    expect(third.json()).toMatchObject({ country: "Germany", city: "Berlin", isDefault: true });
    const all = await list(ayse.token);
    expect(all.map((a) => [a.label, a.isDefault])).toEqual([
      ["Berlin", true],
      ["İş", false],
      ["Ev", false],
    ]);
  });

  it("edits an address and moves the default; there is always exactly one", async () => {
    const [berlin, work] = await list(ayse.token);
    const res = await t.request({
      method: "PUT",
      url: `/api/addresses/${work?._id}`,
      token: ayse.token,
      payload: { ...office, address: "Kızılay Meydanı 5", isDefault: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: "Kızılay Meydanı 5", isDefault: true });
    // isDefault false does not leave the shopper without a default.
    await t.request({
      method: "PUT",
      url: `/api/addresses/${work?._id}`,
      token: ayse.token,
      payload: { ...office, isDefault: false },
    });
    const all = await list(ayse.token);
    expect(all.filter((a) => a.isDefault).map((a) => a._id)).toEqual([work?._id]);
    expect(all.find((a) => a._id === berlin?._id)?.isDefault).toBe(false);
  });

  it("deleting the default makes the newest other address the default", async () => {
    const before = await list(ayse.token);
    const theDefault = before.find((a) => a.isDefault) as SavedAddress;
    const res = await t.request({ method: "DELETE", url: `/api/addresses/${theDefault._id}`, token: ayse.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Address deleted" });
    const after = await list(ayse.token);
    expect(after).toHaveLength(before.length - 1);
    expect(after.filter((a) => a.isDefault).map((a) => a.label)).toEqual(["Berlin"]);
  });

  it("another shopper can neither see, change nor delete them: 404 as if they did not exist", async () => {
    const mine = await list(ayse.token);
    const target = mine[0] as SavedAddress;
    const before = await snapshot(t);
    expect(await list(mehmet.token)).toEqual([]);
    for (const [method, payload] of [
      ["PUT", { ...home, isDefault: true }],
      ["DELETE", undefined],
    ] as const) {
      for (const url of [`/api/addresses/${target._id}`, `/api/addresses/${target._id}?userId=${ayse.id}`]) {
        const res = await t.request({ method, url, token: mehmet.token, ...(payload ? { payload } : {}) });
        expect(expectCleanError(res, 404, `${method} ${url}`)).toBe("Address not found");
      }
    }
    for (const id of ["nope", "0123456789abcdef01234567", target._id.toUpperCase()]) {
      expectCleanError(await t.request({ method: "DELETE", url: `/api/addresses/${id}`, token: ayse.token }), 404);
    }
    for (const method of ["GET", "POST"] as const) {
      expectCleanError(await t.request({ method, url: "/api/addresses", payload: home }), 401);
    }
    expect(await snapshot(t)).toEqual(before);
    expect(await list(ayse.token)).toEqual(mine);
  });

  it("refuses a province not on the list, a district of another province, a wrong postal code and stray fields", async () => {
    const before = await snapshot(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...home, city: "Gotham" }, "Please choose a province from the list"],
      [{ ...home, district: "Çankaya" }, "Please choose a district of İstanbul"],
      [{ ...home, district: "" }, "district: Please choose a district"],
      [{ ...home, postalCode: "06100" }, "Postal codes in İstanbul start with 34"],
      [{ ...home, postalCode: "3472" }, "postalCode: Postal code must be 5 digits"],
      [{ ...home, postalCode: "99123" }, "postalCode: Postal code must start with a province number (01 to 81)"],
      [{ ...home, phone: "call me" }, "phone"],
      [{ ...home, userId: mehmet.id }, "userId"],
      [{ ...home, isDefault: "yes" }, "isDefault"],
      [{ ...home, firstName: "" }, "firstName"],
    ];
    for (const [payload, message] of cases) {
      const res = await add(mehmet.token, payload);
      expect(res.body, JSON.stringify(payload)).toContain(message.split(": ").pop());
      expectCleanError(res, 400, message);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("keeps at most 20 addresses per shopper", async () => {
    const shopper = await t.registerCustomer();
    for (let i = 0; i < 20; i++) expect((await add(shopper.token, { ...home, label: `#${i}` })).statusCode).toBe(201);
    const before = await snapshot(t);
    const res = await add(shopper.token, home);
    expect(expectCleanError(res, 409)).toBe("You can keep at most 20 addresses; please delete one first");
    expect(await snapshot(t)).toEqual(before);
    const all = await list(shopper.token);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("concurrent first saves still leave exactly one default", async () => {
    const shopper = await t.registerCustomer();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(shopper.token, { ...home, label: `${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const all = await list(shopper.token);
    expect(all).toHaveLength(6);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("an account's addresses go with the account", async () => {
    const shopper = await t.registerCustomer();
    await add(shopper.token, home);
    const res = await t.request({
      method: "DELETE",
      url: `/api/admin/users/${shopper.id}`,
      token: await t.adminToken(),
    });
    expect(res.statusCode).toBe(200);
    const left = await t.db.kysely.selectFrom("addresses").select("id").where("user_id", "=", shopper.id).execute();
    expect(left).toEqual([]);
  });
});
