import { type FormRule, formRule } from "@avlu/contract/shop-forms";
import {
  CURRENT_PASSWORD_INCORRECT,
  EMAIL_TAKEN,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_HAS_EMAIL_NAME,
  PASSWORD_REPEATED,
  PASSWORD_TOO_COMMON,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
} from "@avlu/contract/users-constants";
import { useCallback } from "react";
import type { FieldError } from "react-hook-form";
import type { MessageKey } from "../../i18n/i18n";
import { useLanguage, useT } from "../../i18n/use-t";
import { errorText } from "../../lib/error-text";
import { LOGIN_FAILED, REGISTRATION_FAILED } from "../../state/auth-api";

/** A form's words for the rules of its fields (`password.required`: "Please choose a password"). */
export type RuleTexts<F extends string> = Partial<Record<F, Partial<Record<FormRule, MessageKey>>>>;

/** A new password and its confirmation (register, reset): SPEC §5's words when one is missing. */
export const NEW_PASSWORD_TEXTS: RuleTexts<"password" | "confirmPassword"> = {
  password: { required: "auth.rule.choosePassword" },
  confirmPassword: { required: "auth.rule.confirmPassword" },
};

/** A rule's words where the form gives none of its own for the field. */
const RULES: Record<FormRule, MessageKey> = {
  required: "auth.rule.required",
  email: "auth.rule.email",
  passwordTooShort: "auth.rule.passwordTooShort",
  passwordTooLong: "auth.rule.passwordTooLong",
  passwordsDiffer: "auth.rule.passwordsDiffer",
  invalid: "auth.rule.invalid",
};

/**
 * The message under a field, in the page's language: the contract's form schema names the rule
 * that failed (`@avlu/contract/shop-forms`), the form words it (issue 16: one rule, one message).
 */
export function useFieldText<F extends string>(
  texts: RuleTexts<F>,
): (field: F, error: FieldError | undefined) => string | undefined {
  const t = useT();
  return useCallback(
    (field, error) => {
      if (!error) return undefined;
      const rule = formRule(error.message);
      return t(texts[field]?.[rule] ?? RULES[rule], { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });
    },
    [t, texts],
  );
}

/** The account routes' answers a Turkish page words itself (the rest: the screen's fallback). */
const SERVER_TEXTS = new Map<string, MessageKey>([
  [LOGIN_FAILED, "auth.login.failed"],
  [REGISTRATION_FAILED, "auth.register.failed"],
  [EMAIL_TAKEN, "auth.server.emailTaken"],
  [CURRENT_PASSWORD_INCORRECT, "auth.server.currentPasswordIncorrect"],
  [PASSWORD_TOO_COMMON, "auth.server.passwordTooCommon"],
  [PASSWORD_REPEATED, "auth.server.passwordRepeated"],
  [PASSWORD_HAS_EMAIL_NAME, "auth.server.passwordHasEmailName"],
  [RESET_LINK_INVALID, "auth.server.resetLinkInvalid"],
  [RESET_LINK_USED, "auth.server.resetLinkUsed"],
  [RESET_LINK_EXPIRED, "auth.server.resetLinkExpired"],
]);

/** A failed account request in the page's words (lib/error-text.ts): SPEC pages as before. */
export function useServerText(): (error: unknown, fallback: MessageKey) => string {
  const t = useT();
  const language = useLanguage();
  return useCallback(
    (error, fallback) =>
      errorText(error, language, t(fallback), (message, status) => {
        const key = SERVER_TEXTS.get(message);
        if (key) return t(key);
        // Too many attempts: the server says when to retry, in seconds of its own wording.
        return status === 429 ? t("auth.server.tooMany") : undefined;
      }),
    [t, language],
  );
}
