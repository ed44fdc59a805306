import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { ENGLISH_ONLY_PARTS } from "./i18n";

/**
 * The catalogues stay whole (issue 20): every key in both languages, every key used by the code,
 * every message valid ICU MessageFormat with the same placeholders in both languages. Parts in
 * `ENGLISH_ONLY_PARTS` (the admin) have an English file only; every other rule applies to them.
 */
const src = join(import.meta.dirname, "..");

/** A language's catalogue, part by part (messages/<language>/<part>.json). */
function catalogueParts(language: string): Record<string, Record<string, string>> {
  const dir = join(import.meta.dirname, "messages", language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [
        f.slice(0, -".json".length),
        JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, string>,
      ]),
  );
}
const partsEn = catalogueParts("en");
const catalogues = {
  en: Object.assign({}, ...Object.values(partsEn)) as Record<string, string>,
  tr: Object.assign({}, ...Object.values(catalogueParts("tr"))) as Record<string, string>,
};
/** The keys of the English-only parts: in no other language. */
const englishOnly = new Set(ENGLISH_ONLY_PARTS.flatMap((part) => Object.keys(partsEn[part] ?? {})));
/** The part each key is in (English catalogue). */
const partOf = new Map(
  Object.entries(partsEn).flatMap(([part, messages]) => Object.keys(messages).map((k) => [k, part])),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "messages" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The names a message fills in: `{name}`, `{count, plural, …}`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, unknown?];
      names.add(name);
      if (choices && typeof choices === "object") {
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe("message catalogues", () => {
  it("have the same parts and keys in English and Turkish, but for the English-only parts", () => {
    const parts = (language: string) => readdirSync(join(import.meta.dirname, "messages", language)).sort();
    const englishOnlyFiles = ENGLISH_ONLY_PARTS.map((part) => `${part}.json`);
    expect(parts("en"), "an English-only part without its English file").toEqual(
      expect.arrayContaining(englishOnlyFiles),
    );
    expect(parts("tr")).toEqual(parts("en").filter((file) => !englishOnlyFiles.includes(file)));
    expect(Object.keys(catalogues.tr).sort()).toEqual(
      Object.keys(catalogues.en)
        .filter((key) => !englishOnly.has(key))
        .sort(),
    );
  });

  it("hold valid ICU messages with the same placeholders in both languages, none empty", () => {
    for (const key of Object.keys(catalogues.en)) {
      expect(catalogues.en[key]?.trim(), key).toBeTruthy();
      if (englishOnly.has(key)) {
        expect(() => placeholders(catalogues.en[key] ?? ""), key).not.toThrow();
        continue;
      }
      expect(catalogues.tr[key]?.trim(), key).toBeTruthy();
      expect(placeholders(catalogues.tr[key] ?? ""), key).toEqual(placeholders(catalogues.en[key] ?? ""));
    }
  });

  it("keep each feature's keys in its own part: `<part>.…`, the rest in the shell", () => {
    const total = Object.values(partsEn).reduce((n, messages) => n + Object.keys(messages).length, 0);
    expect(total, "a key is in two parts").toBe(Object.keys(catalogues.en).length);
    for (const [part, messages] of Object.entries(partsEn)) {
      if (part === "shell") continue;
      expect(
        Object.keys(messages).filter((key) => !key.startsWith(`${part}.`)),
        `keys of messages/en/${part}.json`,
      ).toEqual([]);
    }
  });

  it("are read by each file only from the shell and its feature's part (the parts its pages load)", () => {
    const misplaced: string[] = [];
    for (const file of sources(src)) {
      const feature = /[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1];
      const code = readFileSync(file, "utf8");
      for (const [key, part] of partOf) {
        if (part !== "shell" && part !== feature && code.includes(`"${key}"`)) misplaced.push(`${file}: ${key}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("are all used by the code, and the code uses no key they lack", () => {
    const code = sources(src)
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const unused = Object.keys(catalogues.en).filter((key) => !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
    const called = [...code.matchAll(/\bt\(\s*"([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(called.filter((key) => !(key in catalogues.en))).toEqual([]);
  });
});
