import { formatLeadTime, lineLeadTime } from "@avlu/contract/lead-time";
import { Trans } from "@lingui/react";
import { Truck } from "lucide-react";
import { useLanguage, useT } from "../../../i18n/use-t";
import { useGetCheckoutRulesQuery } from "../../../state/api";

/**
 * "Expected delivery: in stock, 2–5 business days" for the colour and packing chosen (issue 19,
 * ADR 1910): the variant's own availability and window, else its brand's. A server-rendered page
 * carries the rules; otherwise they are read once (the API cache), and the line keeps its height meanwhile.
 */
export function LeadTimeLine({ brand, sku }: { brand: string; sku: string | undefined }) {
  const t = useT();
  const language = useLanguage();
  // The product page's loader asks for the rules; a server-rendered page carries them (ADR 1600).
  const rules = useGetCheckoutRulesQuery().data?.leadTimes ?? null;
  const lead = rules ? lineLeadTime(rules, { brand, sku }) : null;
  return (
    <p className="mt-2 flex min-h-5 items-center gap-2 text-sm text-muted" data-testid="product-lead-time">
      {lead && (
        <>
          <Truck size={15} strokeWidth={1.5} aria-hidden="true" className="text-brass" />
          <span>
            <Trans
              id="catalog.product.leadTime"
              values={{
                availability: t(
                  lead.availability === "in-stock"
                    ? "catalog.product.leadTime.inStock"
                    : "catalog.product.leadTime.onOrder",
                ),
                window: formatLeadTime(lead.window, language),
              }}
              components={{ 0: <span className="text-ink" /> }}
            />
          </span>
        </>
      )}
    </p>
  );
}
