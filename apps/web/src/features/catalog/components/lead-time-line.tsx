import type { CheckoutRules } from "@avlu/contract/checkout";
import { formatLeadTime, lineLeadTime } from "@avlu/contract/lead-time";
import { Truck } from "lucide-react";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client";
import { useFirstView } from "../../../lib/first-view";

/** The shop's lead-time rules, asked for once per page load (a public, cached answer). */
let rulesRequest: Promise<CheckoutRules["leadTimes"] | null> | null = null;
function leadTimeRules(): Promise<CheckoutRules["leadTimes"] | null> {
  rulesRequest ??= api
    .get<CheckoutRules>("/api/checkout/rules")
    .then((r) => r.leadTimes)
    .catch(() => {
      rulesRequest = null;
      return null;
    });
  return rulesRequest;
}

/**
 * "Expected delivery: in stock, 2–5 business days" for the colour and packing chosen (issue 19,
 * ADR 1910): the variant's own availability and window, else its brand's. A server-rendered page
 * carries the rules; otherwise they are read once, and the line keeps its height meanwhile.
 */
export function LeadTimeLine({ brand, sku }: { brand: string; sku: string | undefined }) {
  // A server-rendered product page carries the rules (ADR 0010): no request, the same markup.
  const served = useFirstView<CheckoutRules>("/api/checkout/rules");
  const [rules, setRules] = useState<CheckoutRules["leadTimes"] | null>(served?.leadTimes ?? null);
  useEffect(() => {
    if (rules) return;
    let live = true;
    leadTimeRules().then((r) => live && setRules(r));
    return () => {
      live = false;
    };
  }, [rules]);
  const lead = rules ? lineLeadTime(rules, { brand, sku }) : null;
  return (
    <p className="mt-2 flex min-h-5 items-center gap-2 text-sm text-muted" data-testid="product-lead-time">
      {lead && (
        <>
          <Truck size={15} strokeWidth={1.5} aria-hidden="true" className="text-brass" />
          <span>
            Expected delivery:{" "}
            <span className="text-ink">
              {lead.availability === "in-stock" ? "in stock" : "on order"}, {formatLeadTime(lead.window)}
            </span>
          </span>
        </>
      )}
    </p>
  );
}
