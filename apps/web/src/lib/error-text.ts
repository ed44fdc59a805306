import type { Language } from "@avlu/contract/languages";
import type { QueryError } from "../state/api";

/** A page's own words for a server message it knows (`status` for answers worded per request, e.g. 429s), or undefined. */
export type KnownMessages = (message: string, status: number) => string | undefined;

/**
 * What a failed request says on a page (issue 20). SPEC pages show the server's message, else the
 * screen's fallback (SPEC §8), exactly as `queryErrorMessage`. The API answers in SPEC's language,
 * so a Turkish page shows its own words for a message it knows, else its fallback: never English.
 */
export function errorText(error: unknown, language: Language, fallback: string, known?: KnownMessages): string {
  const { status = 0, message } = (error ?? {}) as Partial<QueryError>;
  if (language === "en") return message ?? fallback;
  return (message !== undefined && known?.(message, status)) || fallback;
}
