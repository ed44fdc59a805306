import type { OrderStatus, PaymentMethod } from "@avlu/contract/orders-constants";
import { useCallback, useMemo } from "react";
import type { MessageKey } from "../../i18n/i18n";
import { useLanguage, useT } from "../../i18n/use-t";
import { formatDate, formatDateTime } from "../../lib/format";

/*
 * An order's words in the page's language, for every page that shows orders (checkout, order
 * pages, the profile): its status, its payment method, and its dates (Intl in the page's locale).
 * The admin keeps the contract's English names.
 */

const STATUS: Record<OrderStatus, MessageKey> = {
  Pending: "ui.status.pending",
  Processing: "ui.status.processing",
  Shipped: "ui.status.shipped",
  Delivered: "ui.status.delivered",
  Cancelled: "ui.status.cancelled",
};

const PAYMENT_METHOD: Record<PaymentMethod, MessageKey> = {
  "bank-transfer": "ui.paymentMethod.bankTransfer",
  "pay-at-studio": "ui.paymentMethod.payAtStudio",
  "pay-on-delivery": "ui.paymentMethod.payOnDelivery",
};

/** "Pending" / "Beklemede". */
export function useOrderStatusText(): (status: OrderStatus) => string {
  const t = useT();
  return useCallback((status: OrderStatus) => (STATUS[status] ? t(STATUS[status]) : status), [t]);
}

/** "Bank transfer" / "Havale / EFT". */
export function usePaymentMethodText(): (method: PaymentMethod) => string {
  const t = useT();
  return useCallback((method: PaymentMethod) => (PAYMENT_METHOD[method] ? t(PAYMENT_METHOD[method]) : method), [t]);
}

/** `date("…")` → "22 Nov 2026" / "22 Kas 2026"; `dateTime` adds the time. */
export function useOrderDates(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const language = useLanguage();
  return useMemo(
    () => ({
      date: (iso: string) => formatDate(iso, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
    }),
    [language],
  );
}
