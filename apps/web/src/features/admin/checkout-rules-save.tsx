import { type FormEvent, useState } from "react";
import { btnPrimary } from "../../components/ui/button";
import { InputField } from "../../components/ui/field";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { type CheckoutRulesPart, useSaveCheckoutRulesMutation } from "./admin-api";

/** Pieces of the checkout rules cards (/admin/shop?tab=checkout): amount fields, the save button and the save itself. */

/** A number as the owner types it (a decimal comma allowed); NaN when empty. */
export const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v.replace(",", ".")));

/** A labelled amount or rate as the owner types it (read with `num` on saving). */
export function DecimalField(field: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return <InputField inputMode="decimal" {...field} />;
}

export function SaveBar({ busy, label }: { busy: boolean; label: string }) {
  const t = useT();
  return (
    <div className="mt-4 flex justify-end">
      <button type="submit" className={btnPrimary} disabled={busy}>
        {busy ? t("admin.common.saving") : label}
      </button>
    </div>
  );
}

/** Saves one card's part as a whole; the server's message (or "Failed to save") shows in the card. */
export function useSave(part: CheckoutRulesPart) {
  const t = useT();
  const [saveRules, { isLoading: busy }] = useSaveCheckoutRulesMutation();
  const [error, setError] = useState<string | null>(null);
  const save = async (e: FormEvent, body: unknown, message: string) => {
    e.preventDefault();
    setError(null);
    const result = await saveRules({ part, body });
    if ("error" in result) setError(queryErrorMessage(result.error, t("admin.checkout.saveFailed")));
    else toast.success(message);
  };
  return { busy, error, save };
}
