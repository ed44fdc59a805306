/**
 * Catalogue content per language (issue 20, ADR 2001): a product's description, technical sheet,
 * features, meta title and meta description, and a collection's description, can be written in
 * each language beside the product's default texts (the SPEC fields, English or Turkish as the
 * owner wrote them). A reader of one language gets, field by field, that language's text, else the
 * default text, else the other language's: never an empty field while any version has one.
 * Without zod, so storefront pages may import it.
 */
import { LANGUAGES, type Language } from "./terms.js";

/** The product fields that have a version per language. */
export const TRANSLATED_PRODUCT_FIELDS = [
  "description",
  "technicalSheet",
  "features",
  "metaTitle",
  "metaDescription",
] as const;
export type TranslatedProductField = (typeof TRANSLATED_PRODUCT_FIELDS)[number];

export interface ProductTexts {
  description: string;
  technicalSheet: string[];
  /** Feature names and values, both in the language. */
  features: Record<string, string>;
  metaTitle: string;
  metaDescription: string;
}

/** Every language's version; an empty field is one not written in that language. */
export type ProductTextsByLanguage = Record<Language, ProductTexts>;

export function emptyProductTexts(): ProductTexts {
  return { description: "", technicalSheet: [], features: {}, metaTitle: "", metaDescription: "" };
}

export function emptyTextsByLanguage(): ProductTextsByLanguage {
  return Object.fromEntries(LANGUAGES.map((l) => [l, emptyProductTexts()])) as ProductTextsByLanguage;
}

/** A field counts as written when it holds anything but blanks. */
export function isWritten(value: string | readonly string[] | Readonly<Record<string, string>> | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some((s) => s.trim() !== "");
  return Object.keys(value).length > 0;
}

/** True when no field of this version is written (such a version is not stored). */
export function isEmptyTexts(t: ProductTexts): boolean {
  return TRANSLATED_PRODUCT_FIELDS.every((f) => !isWritten(t[f]));
}

/** The languages to look in for a reader of `language`, best first (after the default texts). */
export function otherLanguages(language: Language): Language[] {
  return LANGUAGES.filter((l) => l !== language);
}

/**
 * One field for a reader of `language`: that language's version, else the default, else another
 * language's version, else the (empty) default.
 */
export function pickText<T extends string | readonly string[] | Readonly<Record<string, string>>>(
  base: T,
  versions: Partial<Record<Language, T | undefined>>,
  language: Language,
): T {
  const own = versions[language];
  if (own !== undefined && isWritten(own)) return own;
  if (isWritten(base)) return base;
  for (const other of otherLanguages(language)) {
    const v = versions[other];
    if (v !== undefined && isWritten(v)) return v;
  }
  return base;
}

/** A product's translated fields as a reader of `language` reads them (field by field, ADR 2001). */
export function localiseProductTexts(
  base: ProductTexts,
  versions: Partial<Record<Language, Partial<ProductTexts>>>,
  language: Language,
): ProductTexts {
  const of = <F extends TranslatedProductField>(f: F) =>
    pickText<ProductTexts[F]>(
      base[f],
      Object.fromEntries(LANGUAGES.map((l) => [l, versions[l]?.[f]])) as Partial<Record<Language, ProductTexts[F]>>,
      language,
    );
  return {
    description: of("description"),
    technicalSheet: of("technicalSheet"),
    features: of("features"),
    metaTitle: of("metaTitle"),
    metaDescription: of("metaDescription"),
  };
}
