import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { containsText } from "./contains-text.js";

/** ASCII, with the characters LIKE treats specially: both databases' lower() agree on these. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const text = fc.string({ unit: fc.constantFrom(..."aAbB_%\\ x.@"), maxLength: 8 });

describe("containsText (the admin lists' searches)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The e-mails of the rows found, in code-unit order (not the database's collation). */
  const search = async (columns: string[], term: string) =>
    (await t.db.kysely.selectFrom("subscribers").select("email").where(containsText(columns, term)).execute())
      .map((r) => r.email)
      .sort(byCodeUnits);

  it("finds a term anywhere in a column, ignoring case, with %, _ and \\ taken literally", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(text, { minLength: 1, maxLength: 6 }), text, async (emails, term) => {
        await t.db.kysely.deleteFrom("subscribers").execute();
        await t.db.kysely
          .insertInto("subscribers")
          .values(emails.map((email, i) => ({ id: `s${i}`, email, created_at: "2026-11-29T00:00:00.000Z" })))
          .execute();
        const expected = emails.filter((e) => e.toLowerCase().includes(term.toLowerCase())).sort(byCodeUnits);
        expect(await search(["email"], term)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("matches when any of several columns holds the term", async () => {
    await t.db.kysely.deleteFrom("subscribers").execute();
    await t.db.kysely
      .insertInto("subscribers")
      .values([
        { id: "100_%", email: "plain@example.com", created_at: "2026-11-29T00:00:00.000Z" },
        { id: "other", email: "ADA_100%@example.com", created_at: "2026-11-29T00:00:00.000Z" },
        { id: "third", email: "x@example.com", created_at: "2026-11-29T00:00:00.000Z" },
      ])
      .execute();
    // "_" is in one row's id and in another's e-mail.
    expect(await search(["id", "email"], "_")).toEqual(["ADA_100%@example.com", "plain@example.com"]);
    expect(await search(["id", "email"], "0_%")).toEqual(["plain@example.com"]);
    expect(await search(["id", "email"], "a_1")).toEqual(["ADA_100%@example.com"]);
    expect(await search(["email"], "_")).toEqual(["ADA_100%@example.com"]);
  });
});
