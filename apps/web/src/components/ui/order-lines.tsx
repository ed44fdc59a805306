import type { ConfiguredItem } from "@avlu/contract/configurator";
import type { Order } from "@avlu/contract/orders";
import { packingPieces } from "@avlu/contract/variants";
import { type ReactNode, useCallback } from "react";
import { ChargeRows, LeadTimeRows, VatRows } from "../../features/checkout/charges/charge-rows";
import { useFormatPrice, useT, useTerm } from "../../i18n/use-t";
import { ConfiguredDetails } from "./configured-details";
import { ProductImage } from "./product-image";

/** What a cart line and an ordered item have in common. */
export interface SummaryLineItem {
  name: string;
  image: string;
  color: string;
  packing: string;
  quantity: number;
  price: number;
  /** A configured product (issue 21): its choices and euro price. */
  configuration?: ConfiguredItem | undefined;
}

/**
 * "Packing 2 (box of 2)": a packing and, when it holds several pieces, how many (ADR 1701). In
 * SPEC's English for the admin, which does not read the catalogue yet; shop pages use `useLineDetails`.
 */
export function packingText(packing: string): string {
  const pieces = packingPieces(packing);
  return pieces > 1 ? `Packing ${packing} (box of ${pieces})` : `Packing ${packing}`;
}

/** "Cactus · Packing 2 (box of 2)": the colour and packing of a line, where it has them, in the page's language. */
export function useLineDetails(): (line: Pick<SummaryLineItem, "color" | "packing">) => string {
  const t = useT();
  const term = useTerm();
  return useCallback(
    (line: Pick<SummaryLineItem, "color" | "packing">) =>
      [
        line.color ? term("color", line.color) : "",
        line.packing ? t("ui.line.packing", { packing: line.packing, pieces: packingPieces(line.packing) }) : "",
      ]
        .filter(Boolean)
        .join(" · "),
    [t, term],
  );
}

/** Price × quantity, counted in whole cents. */
export function lineTotal(line: Pick<SummaryLineItem, "price" | "quantity">): number {
  return (Math.round(line.price * 100) * line.quantity) / 100;
}

/**
 * One line of an order or cart summary: the picture (with the quantity on it when `quantityBadge`),
 * the name and details, whatever the caller adds below them, and the line total.
 */
export function SummaryLine({
  line,
  quantityBadge = false,
  testId,
  children,
}: {
  line: SummaryLineItem;
  quantityBadge?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  const formatPrice = useFormatPrice();
  const lineDetails = useLineDetails();
  const details = line.configuration ? "" : lineDetails(line);
  return (
    <li className="flex gap-4 py-4" data-testid={testId}>
      <div className="relative shrink-0">
        <ProductImage
          src={line.image}
          width={72}
          height={72}
          alt={line.name}
          className="size-[72px] rounded-sm bg-paper object-contain"
        />
        {quantityBadge && (
          <span className="absolute -top-2 -right-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[10px] font-semibold text-paper tabular-nums">
            {line.quantity}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug font-medium text-ink">{line.name}</p>
        {details && <p className="mt-1 text-xs text-muted">{details}</p>}
        {line.configuration ? <ConfiguredDetails configuration={line.configuration} quantity={line.quantity} /> : null}
        {children}
      </div>
      <p className="text-sm text-ink tabular-nums">{formatPrice(lineTotal(line))}</p>
    </li>
  );
}

/** The total under a summary's lines. */
export function SummaryTotal({
  amount,
  testId,
  className = "",
}: {
  amount: number;
  testId: string;
  className?: string;
}) {
  const t = useT();
  const formatPrice = useFormatPrice();
  return (
    <dl className={`border-t border-stone/70 pt-5 ${className}`}>
      <div className="flex items-baseline justify-between">
        <dt className="text-xs font-medium tracking-[0.2em] text-muted uppercase">{t("ui.total")}</dt>
        <dd className="font-display text-3xl text-ink tabular-nums" data-testid={testId}>
          {formatPrice(amount)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The section of a placed order's items under its `title` (the order page's and the confirmation's):
 * the items (prices as they were when ordered), the delivery line, total, the VAT it contains and
 * the expected delivery, all as charged when it was placed.
 */
export function OrderLines({ order, title, className }: { order: Order; title: string; className?: string }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  return (
    <section aria-labelledby="items-title" className={className}>
      <h2 id="items-title" className="text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-2">
        <ul className="divide-y divide-stone/70" aria-label={t("ui.orderItems")}>
          {order.orderItems.map((item, i) => (
            <SummaryLine key={`${item.productId}-${item.color}-${item.packing}-${i}`} line={item}>
              <p className="mt-1 text-xs text-muted tabular-nums">
                {item.quantity} × {formatPrice(item.price)}
              </p>
            </SummaryLine>
          ))}
        </ul>
        {order.charges.delivery && <ChargeRows subtotal={order.charges.subtotal} delivery={order.charges.delivery} />}
        <SummaryTotal amount={order.totalPrice} testId="order-total" />
        {order.charges.vat.groups.length > 0 && <VatRows vat={order.charges.vat} />}
        <LeadTimeRows leadTimes={order.charges.leadTimes} className="mt-4" />
      </div>
    </section>
  );
}
