import type { Db } from "../db/database.js";
import { readIndexProducts } from "../modules/catalog/engine/source.js";
import { readSynonyms, Synonyms } from "../modules/catalog/engine/synonyms.js";
import { queryWords, wordForms, words } from "../modules/catalog/engine/text.js";
import { parseQuery, type SynonymLookup } from "../modules/catalog/engine/text-index.js";

/**
 * What a search finds, decided product by product from the definition (ADR 1501) rather than
 * through the index's sets and sorted word list: every clause of the query (a word, or a synonym
 * phrase) has an alternative whose words each begin a word of the product or share a stem with
 * one. Tests compare the index with this.
 */
export function matchesSearch(texts: readonly string[], query: string, synonyms: SynonymLookup): boolean {
  if (query.trim() === "") return true; // no search at all
  const productWords = new Set(texts.flatMap((t) => words(t)));
  const clauses = parseQuery(queryWords(query), synonyms);
  if (clauses.length === 0) return false;
  const found = (w: string) => {
    const forms = new Set(wordForms(w));
    for (const pw of productWords) {
      if (w.length >= 2 ? pw.startsWith(w) : pw === w) return true;
      if (wordForms(pw).some((f) => forms.has(f))) return true;
    }
    return false;
  };
  return clauses.every((clause) => clause.some((alternative) => alternative.every(found)));
}

/** Every product's search texts and the shop's synonyms, to decide matches with matchesSearch. */
export async function searchReference(db: Db): Promise<(id: string, query: string) => boolean> {
  const products = await readIndexProducts(db, { after: null, upTo: null });
  const texts = new Map(products.map((p) => [p.id, p.searchTexts]));
  const synonyms = new Synonyms(await readSynonyms(db.kysely));
  return (id, query) => matchesSearch(texts.get(id) ?? [], query, synonyms);
}
