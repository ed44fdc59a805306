import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { type RuleTexts, useFieldText } from "./form-text";

/**
 * A storefront account form (login, register, password reset, profile; ADR 1620): react-hook-form
 * on the contract's schema (`zodResolver(schema)`), checked again only when sent, and `fieldText`,
 * the words under a field for the rule it failed (form-text.ts).
 */
export function useAccountForm<Values extends FieldValues, Sent>(
  resolver: Resolver<Values, unknown, Sent>,
  defaultValues: DefaultValues<Values>,
  texts: RuleTexts<Extract<keyof Values, string>>,
) {
  const form = useForm<Values, unknown, Sent>({ resolver, defaultValues, reValidateMode: "onSubmit" });
  const fieldText = useFieldText(texts);
  return { ...form, fieldText };
}
