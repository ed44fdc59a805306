import type { Language } from "@avlu/contract/languages";
import type { FastifyRequest } from "fastify";
import { EN, type MessageKey } from "./catalogue-en.js";
import { TR } from "./catalogue-tr.js";
import { requestLanguage } from "./language.js";

export type { MessageKey };

/** The catalogues by language (ADR 2011). */
export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en: EN, tr: TR };

/** A value the reader's language changes (a price, a status, a colour): its text in each language. */
export type Localised = Readonly<Record<Language, string>>;
export type MessageValue = string | number | Localised;

/** The `{name}` placeholders of a catalogue text, as a union of names. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
export type ValuesOf<K extends MessageKey> = Record<Placeholders<(typeof EN)[K]>, MessageValue>;

/** A message to be written in the reader's language: its key and the values it names. */
export interface Message<K extends MessageKey = MessageKey> {
  readonly key: K;
  readonly values: Readonly<Record<string, MessageValue>>;
}

/**
 * A catalogue message: `msg("cart.onlyLeft", { count: 2, item })`. The compiler asks for exactly
 * the values the English text names (none for a text without placeholders).
 */
export function msg<K extends MessageKey>(
  key: K,
  ...values: [Placeholders<(typeof EN)[K]>] extends [never] ? [] : [ValuesOf<K>]
): Message<K> {
  return { key, values: (values[0] ?? {}) as Record<string, MessageValue> };
}

function valueIn(value: MessageValue, language: Language): string {
  return typeof value === "object" ? value[language] : String(value);
}

/** The message's text in `language` (English: exactly the text the API always answered). */
export function renderMessage(language: Language, message: Message): string {
  const template = CATALOGUES[language][message.key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.values[name];
    return value === undefined ? whole : valueIn(value, language);
  });
}

/** The `{name}` placeholders of a text, sorted (the catalogues' test compares them). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
}

/** A message as the caller of `request` reads it (success answers such as "Order request recorded"). */
export function messageFor(request: Pick<FastifyRequest, "headers">, message: Message): string {
  return renderMessage(requestLanguage(request), message);
}
