import type { Language } from "@avlu/contract/languages";
import { type Message, msg, renderMessage } from "./messages/message.js";

/**
 * An error that becomes `{ message }` with its status code. Thrown with a catalogue message
 * (`msg(key, values)`, ADR 2011) it is answered in the caller's language; `message` is always the
 * English text (logs, tests). A plain string stays English for everyone (admin-only messages).
 */
export class HttpError extends Error {
  /** The catalogue message, when the error was thrown with one. */
  readonly localised: Message | undefined;

  constructor(
    readonly statusCode: number,
    message: string | Message,
  ) {
    super(typeof message === "string" ? message : renderMessage("en", message));
    this.localised = typeof message === "string" ? undefined : message;
  }

  /** The text the caller reads. */
  textIn(language: Language): string {
    return this.localised ? renderMessage(language, this.localised) : this.message;
  }
}

export const notFound = (message: string | Message) => new HttpError(404, message);
export const badRequest = (message: string | Message) => new HttpError(400, message);
export const conflict = (message: string | Message) => new HttpError(409, message);
export const unauthorized = (message: string | Message = msg("http.unauthorized")) => new HttpError(401, message);
export const forbidden = (message: string | Message = msg("http.forbidden")) => new HttpError(403, message);
