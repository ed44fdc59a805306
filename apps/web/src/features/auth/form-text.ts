import { type FormRule, formRule } from "@avlu/contract/shop-forms";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@avlu/contract/users-constants";
import { useCallback } from "react";
import type { FieldError } from "react-hook-form";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { queryErrorMessage } from "../../state/api";

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

/**
 * A failed account request in the page's words: the server's message (the API answers in the
 * page's language, ADR 2011), else the screen's fallback (SPEC §8).
 */
export function useServerText(): (error: unknown, fallback: MessageKey) => string {
  const t = useT();
  return useCallback((error, fallback) => queryErrorMessage(error, t(fallback)), [t]);
}
