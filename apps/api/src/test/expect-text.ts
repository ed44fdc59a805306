import { expect } from "vitest";

/** `text` contains each of `phrases`; a failure names the phrase that is missing. */
export function expectContainsEach(text: string, phrases: readonly string[]): void {
  for (const phrase of phrases) expect(text, phrase).toContain(phrase);
}
