import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyProductTexts,
  isWritten,
  localiseProductTexts,
  type ProductTexts,
  pickText,
  TRANSLATED_PRODUCT_FIELDS,
} from "./catalog-texts.js";
import { LANGUAGES, type Language } from "./terms.js";

const text = fc.constantFrom("", " ", "Bahçe sandalyesi", "Garden chair", "İğne ıslak");
const lines = fc.array(fc.constantFrom("", "Çelik gövde", "Steel frame"), { maxLength: 3 });
const features = fc.dictionary(fc.constantFrom("Malzeme", "Material"), fc.constantFrom("Çelik", "Steel", ""), {
  maxKeys: 2,
});
const textsArb: fc.Arbitrary<ProductTexts> = fc.record({
  description: text,
  technicalSheet: lines,
  features,
  metaTitle: text,
  metaDescription: text,
});
const language = fc.constantFrom<Language>(...LANGUAGES);

describe("catalogue texts per language (ADR 2001)", () => {
  it("takes the reader's language, else the default, else the other language, field by field", () => {
    const base = { ...emptyProductTexts(), description: "Default", metaTitle: "" };
    const versions = {
      tr: { description: "Türkçe", technicalSheet: [], metaTitle: "" },
      en: { description: "", technicalSheet: ["Steel"], metaTitle: "English title" },
    };
    expect(localiseProductTexts(base, versions, "tr")).toEqual({
      description: "Türkçe",
      technicalSheet: ["Steel"],
      features: {},
      metaTitle: "English title",
      metaDescription: "",
    });
    expect(localiseProductTexts(base, versions, "en").description).toBe("Default");
  });

  it("never answers an empty field while any version has it written, and keeps a written own version", () => {
    fc.assert(
      fc.property(textsArb, textsArb, textsArb, language, (base, en, tr, lang) => {
        const versions = { en, tr };
        const out = localiseProductTexts(base, versions, lang);
        for (const f of TRANSLATED_PRODUCT_FIELDS) {
          const anyWritten = isWritten(base[f]) || LANGUAGES.some((l) => isWritten(versions[l][f]));
          expect(isWritten(out[f])).toBe(anyWritten);
          if (isWritten(versions[lang][f])) expect(out[f]).toEqual(versions[lang][f]);
          else if (isWritten(base[f])) expect(out[f]).toEqual(base[f]);
        }
      }),
    );
  });

  it("without any version, is the default texts exactly", () => {
    fc.assert(
      fc.property(textsArb, language, (base, lang) => {
        expect(localiseProductTexts(base, {}, lang)).toEqual(base);
      }),
    );
  });

  it("a collection description falls back to the other language, and is empty only when none is written", () => {
    expect(pickText("", { en: "Garden", tr: "" }, "tr")).toBe("Garden");
    expect(pickText("", { tr: "Bahçe" }, "en")).toBe("Bahçe");
    expect(pickText("", {}, "tr")).toBe("");
  });
});
