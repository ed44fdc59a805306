import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasTurkishPage, LANGUAGES, languageOfPath, linkIn, localizePath, stripLanguage } from "./languages.js";

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const neutralPath = fc
  .array(segment, { maxLength: 4 })
  .map((parts) => `/${parts.join("/")}`)
  .filter((p) => languageOfPath(p) === "en");
const tail = fc.constantFrom("", "?door=Outdoor", "?q=şemsiye&page=2", "#top", "?a=1#b");

describe("language of an address", () => {
  it("reads /tr and /tr/… as Turkish, everything else as the SPEC's", () => {
    expect(languageOfPath("/tr")).toBe("tr");
    expect(languageOfPath("/tr/product/1")).toBe("tr");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/trees")).toBe("en");
    expect(languageOfPath("/collections/tr")).toBe("en");
  });

  it("strips the prefix", () => {
    expect(stripLanguage("/tr")).toBe("/");
    expect(stripLanguage("/tr/collections/all")).toBe("/collections/all");
    expect(stripLanguage("/trees")).toBe("/trees");
  });

  it("localizes with the query and hash kept", () => {
    expect(localizePath("/", "tr")).toBe("/tr");
    expect(localizePath("/?x=1", "tr")).toBe("/tr?x=1");
    expect(localizePath("/collections/all?door=Outdoor", "tr")).toBe("/tr/collections/all?door=Outdoor");
    expect(localizePath("/tr/product/3#a", "en")).toBe("/product/3#a");
    expect(localizePath("/tr", "en")).toBe("/");
    expect(localizePath("https://wa.me/1", "tr")).toBe("https://wa.me/1");
    expect(localizePath("//evil.example/x", "tr")).toBe("//evil.example/x");
  });

  it("round-trips: a neutral path in any language reads back as that language and strips back to itself", () => {
    fc.assert(
      fc.property(neutralPath, tail, fc.constantFrom(...LANGUAGES), (path, rest, language) => {
        const localized = localizePath(`${path}${rest}`, language);
        const pathname = localized.split(/[?#]/)[0] ?? "";
        expect(languageOfPath(pathname)).toBe(language);
        expect(stripLanguage(pathname)).toBe(path);
        expect(localized.slice(pathname.length)).toBe(rest);
        // Localizing twice, or from the other language, gives the same address.
        expect(localizePath(localized, language)).toBe(localized);
        for (const other of LANGUAGES) expect(localizePath(localizePath(localized, other), language)).toBe(localized);
      }),
    );
  });
});

describe("links in a language", () => {
  it("go to the Turkish twin only where the page is translated", () => {
    expect(linkIn("/", "tr")).toBe("/tr");
    expect(linkIn("/?a=1", "tr")).toBe("/tr?a=1");
    expect(linkIn("/admin", "tr")).toBe("/admin");
    expect(linkIn("/tr", "en")).toBe("/");
    expect(hasTurkishPage("/tr")).toBe(true);
    expect(hasTurkishPage("/admin")).toBe(false);
  });
});
