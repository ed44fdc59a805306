import type { Q } from "../../../db/database.js";
import { parseJson } from "../../../lib/json.js";
import { words } from "./text.js";
import type { SynonymLookup } from "./text-index.js";

/**
 * The owner's synonym groups (ADR 1501), folded for look-ups: every member of a group (a word or
 * a phrase) finds what any other member finds. "şezlong" → sun lounger, lounger, chaise longue…
 */
export class Synonyms implements SynonymLookup {
  private readonly byPhrase = new Map<string, string[][][]>();
  readonly maxWords: number;

  constructor(readonly groups: readonly (readonly string[])[]) {
    let maxWords = 1;
    for (const group of groups) {
      const members = group.map((m) => words(m)).filter((m) => m.length > 0);
      for (const m of members) {
        maxWords = Math.max(maxWords, m.length);
        const key = m.join(" ");
        const list = this.byPhrase.get(key) ?? [];
        list.push(members);
        this.byPhrase.set(key, list);
      }
    }
    this.maxWords = maxWords;
  }

  private singleWords: string[] | undefined;

  /** Every single word of every member (typo corrections look here too); worked out once. */
  words(): readonly string[] {
    this.singleWords ??= [...new Set([...this.byPhrase.keys()].flatMap((k) => k.split(" ")))];
    return this.singleWords;
  }

  groupsOf(phrase: string): string[][][] {
    return this.byPhrase.get(phrase) ?? [];
  }
}

export const NO_SYNONYMS = new Synonyms([]);

export async function readSynonyms(db: Q): Promise<string[][]> {
  const rows = await db.selectFrom("search_synonyms").select("terms").orderBy("position").execute();
  return rows.map((r) => parseJson<string[]>(r.terms, [])).filter((g) => Array.isArray(g) && g.length > 0);
}

/** Replaces every group (one transaction); the change log tells every instance. */
export async function replaceSynonyms(db: Q, groups: readonly (readonly string[])[]): Promise<void> {
  await db.deleteFrom("search_synonyms").execute();
  for (let i = 0; i < groups.length; i += 200) {
    const part = groups.slice(i, i + 200);
    await db
      .insertInto("search_synonyms")
      .values(part.map((terms, k) => ({ position: i + k, terms: JSON.stringify(terms) })))
      .execute();
  }
}
