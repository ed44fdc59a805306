import type { CartLine } from "@avlu/contract/cart";
import { Minus, Plus, X } from "lucide-react";
import { ConfiguredDetails } from "../../components/ui/configured-details";
import { useLineDetails } from "../../components/ui/order-lines";
import { ProductImage } from "../../components/ui/product-image";
import { to } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useFormatPrice, useT } from "../../i18n/use-t";
import { useStockLimitText } from "../../lib/stock-limit";

interface CartLineProps {
  line: CartLine;
  busy: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

// aria-disabled, not disabled: a disabled button drops the keyboard focus out of the drawer (issue 14).
const stepButton =
  "inline-flex size-8 items-center justify-center text-ink transition-colors hover:bg-ink/5 aria-disabled:cursor-not-allowed aria-disabled:text-muted/60 aria-disabled:hover:bg-transparent";

/** One cart line: picture, name, colour and packing, quantity stepper, remove, line total. */
export function CartLineItem({ line, busy, onQuantity, onRemove }: CartLineProps) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const lineDetails = useLineDetails();
  const stockLimitText = useStockLimitText();
  const details = line.configuration ? "" : lineDetails(line);
  // A configured product opens its configuration again; a product its page.
  const href = line.configuration ? line.configuration.path : to("product", { id: line.productId });
  // What is in stock; the server also caps a line (MAX_LINE_QUANTITY) and answers with a message.
  const max = Math.max(line.countInStock, line.quantity);
  const canDecrease = !busy && line.quantity > 1;
  const canIncrease = !busy && line.quantity < max;
  const limit = stockLimitText(line.quantity, line.countInStock);
  const limitId = `cart-line-limit-${line._id}`;
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Link to={href} className="shrink-0 overflow-hidden rounded-sm bg-sand">
        <ProductImage
          src={line.image}
          width={88}
          height={88}
          decoding="async"
          alt={line.name}
          className="size-[88px] object-contain"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <Link to={href} className="text-sm leading-snug font-medium text-ink hover:text-brass">
            {line.name}
          </Link>
          <button
            type="button"
            aria-label={t("cart.line.remove", { name: line.name })}
            disabled={busy}
            onClick={onRemove}
            className="-mt-1 -mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-ink/5 hover:text-ink disabled:opacity-50"
          >
            <X size={16} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
        {details && <p className="mt-1 text-xs text-muted">{details}</p>}
        {line.configuration ? <ConfiguredDetails configuration={line.configuration} quantity={line.quantity} /> : null}
        <div className="mt-auto flex items-end justify-between pt-3">
          <div className="inline-flex items-center rounded-full border border-stone">
            <button
              type="button"
              aria-label={t("cart.line.decrease", { name: line.name })}
              aria-disabled={!canDecrease}
              onClick={() => canDecrease && onQuantity(line.quantity - 1)}
              className={`${stepButton} rounded-l-full`}
            >
              <Minus size={14} strokeWidth={1.75} aria-hidden="true" />
            </button>
            <span className="min-w-8 text-center text-sm tabular-nums" data-testid="cart-line-quantity">
              <span className="sr-only">{`${t("cart.line.quantity")} `}</span>
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={t("cart.line.increase", { name: line.name })}
              aria-disabled={!canIncrease}
              aria-describedby={limit ? limitId : undefined}
              onClick={() => canIncrease && onQuantity(line.quantity + 1)}
              className={`${stepButton} rounded-r-full`}
            >
              <Plus size={14} strokeWidth={1.75} aria-hidden="true" />
            </button>
          </div>
          <p className="text-sm font-medium text-ink tabular-nums">{formatPrice(line.price * line.quantity)}</p>
        </div>
        <p id={limitId} role="status" className="mt-2 text-xs text-terracotta empty:mt-0" data-testid="cart-line-limit">
          {limit}
        </p>
      </div>
    </li>
  );
}
