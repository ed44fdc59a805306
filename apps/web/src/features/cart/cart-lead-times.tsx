import { useT } from "../../i18n/use-t";
import { useQuote } from "../../state/checkout-api";
import { LeadTimeRows } from "../checkout/charges/charge-rows";

/**
 * The cart's expected delivery (ADR 1903, 1906): the windows of what is in it, from the server's
 * quote; delivery cost and VAT are worked out at checkout, once the province is known.
 */
export function CartLeadTimes({ cartKey }: { cartKey: string }) {
  const t = useT();
  const { quote } = useQuote({ country: "", province: "", assembly: false }, cartKey);
  if (!quote || quote.leadTimes.length === 0) return null;
  return (
    <div className="mt-3">
      <LeadTimeRows leadTimes={quote.leadTimes} />
      <p className="mt-1 text-xs text-muted">{t("cart.vatNote")}</p>
    </div>
  );
}
