/** Turkish letters (and the dotted capital) folded to ASCII; other letters go through the general rule. */
const TURKISH: Record<string, string> = {
  İ: "i",
  I: "i",
  ı: "i",
  Ş: "s",
  ş: "s",
  Ğ: "g",
  ğ: "g",
  Ü: "u",
  ü: "u",
  Ö: "o",
  ö: "o",
  Ç: "c",
  ç: "c",
};
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const COMBINING = /[\u0300-\u036f]/g;
const NON_ASCII = /[^\t\n\r\x20-\x7e]/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;
/** Folded form of each non-ASCII character met so far ("" when it is not part of a word). */
const folded = new Map<string, string>();

function foldChar(ch: string): string {
  let f = folded.get(ch);
  if (f === undefined) {
    f = TURKISH[ch] ?? ch.toLocaleLowerCase("tr-TR").normalize("NFKD").replace(COMBINING, "");
    f = [...f].filter((c) => LETTER_OR_DIGIT.test(c)).join("");
    if (folded.size < 10_000) folded.set(ch, f);
  }
  return f;
}

/**
 * Words of product text and of search queries, folded the same way on every database: Turkish
 * lower case (İ→i, I→ı), then Turkish letters and accents to ASCII (ş→s, ğ→g, ü→u, ö→o, ç→c,
 * ı→i, è→e), split on anything that is not a letter or a digit. The same as splitting
 * `foldText` (contract) on non-letters, in one pass over the text (a unit test holds the two
 * together): at 100,000 products the index reads some 60 million characters at start-up.
 */
export function words(text: string): string[] {
  if (!NON_ASCII.test(text)) {
    // Most product text is plain ASCII: native lower case and split (I → i is the Turkish fold too).
    const parts = text.toLowerCase().split(ASCII_SEPARATORS);
    return parts[0] === "" || parts[parts.length - 1] === "" ? parts.filter((w) => w !== "") : parts;
  }
  const out: string[] = [];
  let word = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) word += text[i];
      else if (code >= 65 && code <= 90) word += code === 73 ? "i" : String.fromCharCode(code + 32);
      else if (word !== "") {
        out.push(word);
        word = "";
      }
      continue;
    }
    let ch = text[i] as string;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) ch += text[++i];
    const f = foldChar(ch);
    // A combining mark folds to nothing and stays inside its word ("cafe\u0301" is "cafe").
    if (f !== "") word += f;
    else if (!/\p{M}/u.test(ch) && word !== "") {
      out.push(word);
      word = "";
    }
  }
  if (word !== "") out.push(word);
  return out;
}

/** Query words that say nothing on their own ("the chair" is "chair"), English and Turkish. */
const STOPWORDS = new Set([
  "the",
  "a",
  "an",
  "and",
  "or",
  "of",
  "for",
  "with",
  "in",
  "on",
  "to",
  "by",
  "ve",
  "ile",
  "icin",
  "bir",
]);

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
  "lerimizin",
  "larimizin",
  "lerimize",
  "larimiza",
  "lerimizi",
  "larimizi",
  "lerinden",
  "larindan",
  "lerimiz",
  "larimiz",
  "leriniz",
  "lariniz",
  "lerinde",
  "larinda",
  "lerine",
  "larina",
  "lerini",
  "larini",
  "lerin",
  "larin",
  "leri",
  "lari",
  "ler",
  "lar",
  "sinin",
  "sunun",
  "sinda",
  "sunda",
  "sinde",
  "sindan",
  "sinden",
  "nden",
  "ndan",
  "nin",
  "nun",
  "dan",
  "den",
  "tan",
  "ten",
  "nda",
  "nde",
  "lik",
  "luk",
  "li",
  "lu",
  "si",
  "su",
  "da",
  "de",
  "ta",
  "te",
  "ya",
  "ye",
  "yi",
  "yu",
  "na",
  "ne",
  "ni",
  "nu",
  "in",
  "un",
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
