import type { OrderRequestInput } from "@avlu/contract/site";
import { Mail, MessageCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { api } from "../../../lib/api-client";
import { mailComposeUrl, orderRequestProblem, whatsappUrl } from "../order-messages";

interface OrderRequestButtonsProps {
  productId: string;
  productName: string;
  hasColors: boolean;
  color: string;
  packing: string;
  /** The chosen variant's SKU, added to the messages (issue 17). */
  sku?: string | undefined;
  /** From the shop settings; the buttons wait until they are known. */
  whatsappNumber: string | undefined;
  orderEmails: readonly string[] | undefined;
}

/** Tells the shop a request was opened (POST /api/order-requests); the shopper never waits for it. */
function recordRequest(body: OrderRequestInput): void {
  api.post("/api/order-requests", body).catch((err: unknown) => {
    console.warn("order request could not be recorded", err);
  });
}

/**
 * 'Order via WhatsApp' and 'Order via mail' (SPEC §2, §5, §7): links opening a prefilled chat or
 * e-mail draft in a new tab. Without a required colour or packing, an alert explains what is
 * missing and nothing is opened or recorded.
 */
export function OrderRequestButtons(props: OrderRequestButtonsProps) {
  const t = useT();
  const { productId, productName, hasColors, color, packing, sku, whatsappNumber, orderEmails } = props;
  const details = { productName, color, packing, sku: sku ?? "" };
  const ready = Boolean(whatsappNumber && orderEmails && orderEmails.length > 0);

  const onClick = (channel: OrderRequestInput["channel"]) => (e: MouseEvent<HTMLAnchorElement>) => {
    const problem = orderRequestProblem({ hasColors, color, packing });
    if (problem) {
      e.preventDefault();
      window.alert(problem);
      return;
    }
    recordRequest({ productId, color, packing, channel });
  };

  const base =
    "flex items-center justify-center gap-2 rounded-full px-5 py-3.5 text-sm font-medium tracking-wide transition";
  if (!ready) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
        <span className={`${base} cursor-wait bg-sand text-muted`}>{t("catalog.order.whatsapp")}</span>
        <span className={`${base} cursor-wait bg-sand text-muted`}>{t("catalog.order.mail")}</span>
      </div>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <a
        href={whatsappUrl(whatsappNumber as string, details)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick("whatsapp")}
        className={`${base} bg-[#1f6f4a] text-paper hover:bg-[#185a3c]`}
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4" />
        {t("catalog.order.whatsapp")}
      </a>
      <a
        href={mailComposeUrl(orderEmails as readonly string[], details)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick("mail")}
        className={`${base} border border-ink text-ink hover:bg-ink hover:text-paper`}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        {t("catalog.order.mail")}
      </a>
    </div>
  );
}
