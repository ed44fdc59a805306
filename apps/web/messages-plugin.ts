import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/**
 * The message catalogues (src/i18n/messages/<language>/<part>.json, ICU MessageFormat) compiled at build
 * time into Lingui's compiled form (ADR 2010): the browser gets only the small Lingui runtime and
 * the active language's compiled messages, never the ICU parser. Imported as `virtual:messages/<language>`.
 */
const PREFIX = "virtual:messages/";
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
  return {
    name: "avlu-messages",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No message catalogue "${language}"`);
      const folder = join(dir, language);
      const messages: Record<string, string> = {};
      for (const file of readdirSync(folder).filter((f) => f.endsWith(".json"))) {
        this.addWatchFile(join(folder, file));
        const part = JSON.parse(readFileSync(join(folder, file), "utf8")) as Record<string, string>;
        for (const [key, message] of Object.entries(part)) {
          if (key in messages) throw new Error(`Message "${key}" is defined twice in messages/${language}`);
          messages[key] = message;
        }
      }
      return `export default ${JSON.stringify(compileCatalogue(messages))};`;
    },
  };
}
