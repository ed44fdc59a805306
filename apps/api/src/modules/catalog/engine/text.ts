import { foldText } from "@avlu/contract/common";

/**
 * Words of product text and of search queries, folded the same way on every database: Turkish
 * lower case (İ→i, I→ı), then Turkish letters and accents to ASCII (ş→s, ğ→g, ü→u, ö→o, ç→c,
 * ı→i, è→e), split on anything that is not a letter or a digit. See ADR 1501.
 */
export function words(text: string): string[] {
  const folded = foldText(text);
  if (folded === "") return [];
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** Query words that say nothing on their own ("the chair" is "chair"), English and Turkish. */
const STOPWORDS = new Set(["the", "a", "an", "and", "or", "of", "for", "with", "in", "on", "to", "by", "ve", "ile", "icin", "bir"]);

/** The words of a query, without stopwords unless the query is nothing else. */
export function queryWords(query: string): string[] {
  const all = words(query);
  const kept = all.filter((w) => !STOPWORDS.has(w));
  return kept.length > 0 ? kept : all;
}

/**
 * Turkish inflection endings, folded (ı→i, ü→u…), longest first: plural, possessive and case
 * endings as they follow a noun ("sandalyeler", "lambası", "masaya", "şemsiyelerimize",
 * "bahçede", "koltuktan").
 */
const TR_ENDINGS = [
  "lerimizin", "larimizin", "lerimize", "larimiza", "lerimizi", "larimizi", "lerinden", "larindan",
  "lerimiz", "larimiz", "leriniz", "lariniz", "lerinde", "larinda", "lerine", "larina", "lerini",
  "larini", "lerin", "larin", "leri", "lari", "ler", "lar", "sinin", "sunun", "sinda", "sunda",
  "sinde", "sindan", "sinden", "nden", "ndan", "nin", "nun", "dan", "den", "tan", "ten", "nda",
  "nde", "lik", "luk", "li", "lu", "si", "su", "da", "de", "ta", "te", "ya", "ye", "yi", "yu",
  "na", "ne", "ni", "nu", "in", "un",
];

const VOWEL = /[aeiou]/;
/** The shortest stem: shorter ones would join unrelated words ("gar" from "garden"). */
const MIN_STEM = 4;

/**
 * A word and its stems: without Turkish inflection endings (repeatedly: "şemsiyelerimize" →
 * "semsiyeleri"… → "semsiye"), without an English plural ("benches" → "bench", "accessories" and
 * "accessory" → "accessor"), and without a final vowel after a consonant ("şezlongu" →
 * "sezlong"). Stems are compared whole between query and product words, never as beginnings, so
 * stripping too much from one word only joins it with words that strip to the same stem.
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length <= MIN_STEM || /\d/.test(word)) return forms;
  const add = (f: string) => {
    if (f.length >= MIN_STEM && !forms.includes(f)) forms.push(f);
  };
  if (word.endsWith("ies")) add(word.slice(0, -3));
  else if (/(ch|sh|x|ss)es$/.test(word)) add(word.slice(0, -2));
  else if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) add(word.slice(0, -1));
  if (/[^aeiou]y$/.test(word)) add(word.slice(0, -1));
  let w = word;
  for (let round = 0; round < 3; round++) {
    const ending = TR_ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= MIN_STEM);
    if (!ending) break;
    const stem = w.slice(0, -ending.length);
    if (!VOWEL.test(stem)) break;
    add(stem);
    w = stem;
  }
  if (/[^aeiou][iu]$/.test(word)) add(word.slice(0, -1));
  return forms;
}
