import { AlertBanner } from "../../components/ui/card";
import { Loading } from "../../components/ui/table";
import { useT } from "../../i18n/use-t";
import { isAborted, queryErrorMessage, useGetCheckoutRulesQuery } from "../../state/api";
import { useGetTrGeoQuery } from "./admin-api";
import { DeliveryCard } from "./checkout-delivery-card";
import { LeadTimesCard } from "./checkout-lead-times-card";
import { VatCard } from "./checkout-vat-card";
import { useOpenedAnswer } from "./use-opened-answer";

/*
 * /admin/shop?tab=checkout (ADR 1901–1903): delivery zones by province with their fees, the
 * free-delivery threshold and assembly; the VAT rate and categories with their own; lead times
 * in stock and on order, the default and per brand. Each card saves its part as a whole;
 * placed orders keep what they were charged.
 */
export function CheckoutRulesPanel() {
  const t = useT();
  const query = useGetCheckoutRulesQuery(undefined, { refetchOnMountOrArgChange: true });
  const rules = useOpenedAnswer(query);
  const { data: geo } = useGetTrGeoQuery();
  if (!rules && query.error && !isAborted(query.error)) {
    return <AlertBanner>{queryErrorMessage(query.error, t("admin.checkout.loadFailed"))}</AlertBanner>;
  }
  if (!rules) return <Loading />;
  return (
    <>
      <DeliveryCard rules={rules.delivery} geo={geo ?? null} />
      <VatCard rules={rules.vat} />
      <LeadTimesCard rules={rules.leadTimes} />
    </>
  );
}
