import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/**
 * The message catalogues (src/i18n/messages/<language>/<part>.json, ICU MessageFormat) compiled at build
 * time into Lingui's compiled form (ADR 2010): the browser gets only the small Lingui runtime and
 * the compiled messages of the page's language and parts, never the ICU parser.
 *
 * - `virtual:messages` — `{ [language]: { [part]: () => import("virtual:messages/<language>/<part>") } }`,
 *   so each part of each language is a chunk of its own, loaded when a page shows it (i18n/i18n.ts).
 * - `virtual:messages/<language>/<part>` — one part's compiled messages.
 * - `virtual:messages/<language>` — every part of a language at once (component tests).
 */
const PREFIX = "virtual:messages";
const RESOLVED = `\0${PREFIX}`;

export function compileCatalogue(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (err) {
        throw new Error(`Message "${key}" is not valid ICU MessageFormat: ${(err as Error).message}`);
      }
    }),
  );
}

export function messagesPlugin(): Plugin {
  const dir = join(import.meta.dirname, "src/i18n/messages");
  const languages = () => readdirSync(dir).filter((name) => /^[a-z]{2}$/.test(name));
  const parts = (language: string) =>
    readdirSync(join(dir, language))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -".json".length));
  return {
    name: "avlu-messages",
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== RESOLVED && !id.startsWith(`${RESOLVED}/`)) return undefined;
      if (id === RESOLVED) {
        const index = languages().map(
          (language) =>
            `${JSON.stringify(language)}: {${parts(language)
              .map((part) => `${JSON.stringify(part)}: () => import("${PREFIX}/${language}/${part}")`)
              .join(", ")}}`,
        );
        return `export default {${index.join(", ")}};`;
      }
      const [language = "", part] = id.slice(RESOLVED.length + 1).split("/");
      if (!languages().includes(language)) throw new Error(`No message catalogue "${language}"`);
      const names = part === undefined ? parts(language) : [part];
      const messages: Record<string, string> = {};
      for (const name of names) {
        const file = join(dir, language, `${name}.json`);
        if (!/^[a-z][a-z-]*$/.test(name) || !parts(language).includes(name)) {
          throw new Error(`No part "${name}" in messages/${language}`);
        }
        this.addWatchFile(file);
        const entries = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
        for (const [key, message] of Object.entries(entries)) {
          if (key in messages) throw new Error(`Message "${key}" is defined twice in messages/${language}`);
          messages[key] = message;
        }
      }
      return `export default ${JSON.stringify(compileCatalogue(messages))};`;
    },
  };
}
