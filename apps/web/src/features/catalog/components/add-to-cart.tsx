import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";
import { Minus, Plus, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { useAppDispatch, useAppSelector } from "../../../app/hooks";
import { useT } from "../../../i18n/use-t";
import { useStockLimitText } from "../../../lib/stock-limit";
import { toast } from "../../../lib/toast";
import { cartWriteMessage, selectCartUpdating, useAddToCartMutation } from "../../../state/cart-api";
import { openCart } from "../../../state/cart-slice";
import { orderRequestProblem } from "../order-messages";

interface AddToCartProps {
  productId: string;
  productName: string;
  hasColors: boolean;
  color: string;
  packing: string;
  /** The chosen variant's stock (issue 17). */
  countInStock: number;
  /** What the button says when the chosen colour (or the product) is sold out. */
  soldOutLabel: string;
}

/** Quantity and 'Add to cart' with the chosen colour and packing; the cart drawer opens on success. */
export function AddToCart({
  productId,
  productName,
  hasColors,
  color,
  packing,
  countInStock,
  soldOutLabel,
}: AddToCartProps) {
  const t = useT();
  const stockLimitText = useStockLimitText();
  const dispatch = useAppDispatch();
  const updating = useAppSelector(selectCartUpdating);
  const [addToCart] = useAddToCartMutation();
  const [wanted, setQuantity] = useState(1);
  const max = Math.max(1, Math.min(MAX_LINE_QUANTITY, countInStock));
  // Another colour or packing may have less stock than the quantity chosen before.
  const quantity = Math.min(wanted, max);
  const soldOut = countInStock <= 0;

  const add = async () => {
    if (updating) return;
    const problem = orderRequestProblem({ hasColors, color, packing });
    if (problem) {
      window.alert(problem);
      return;
    }
    try {
      await addToCart({ productId, color, packing, quantity }).unwrap();
      // Said inside the drawer that opens, where no toast covers its title (issue 14).
      dispatch(openCart(t("catalog.cart.added", { name: productName })));
    } catch (err) {
      toast.error(cartWriteMessage(err));
    }
  };

  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));
  const limit = soldOut ? null : stockLimitText(quantity, countInStock);
  return (
    <div>
      <div className="flex gap-3">
        <div className="flex items-center rounded-full border border-stone">
          <button
            type="button"
            onClick={() => setQuantity((q) => clamp(q - 1))}
            aria-disabled={quantity <= 1 || soldOut}
            aria-label={t("catalog.cart.decrease")}
            className="flex h-12 w-11 items-center justify-center rounded-l-full transition hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <label>
            <span className="sr-only">{t("catalog.cart.quantity")}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={quantity}
              disabled={soldOut}
              onChange={(e) => setQuantity(clamp(Number(e.target.value)))}
              className="h-12 w-12 [appearance:textfield] bg-transparent text-center text-sm tabular-nums [&::-webkit-inner-spin-button]:appearance-none"
            />
          </label>
          <button
            type="button"
            onClick={() => setQuantity((q) => clamp(q + 1))}
            aria-disabled={quantity >= max || soldOut}
            aria-describedby="stock-limit"
            aria-label={t("catalog.cart.increase")}
            className="flex h-12 w-11 items-center justify-center rounded-r-full transition hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        <button
          type="button"
          onClick={add}
          // Not disabled while adding: a disabled button drops the focus to the page (issue 14).
          disabled={soldOut}
          aria-disabled={updating || undefined}
          className="flex flex-1 items-center justify-center gap-2 rounded-full bg-ink px-6 text-sm font-medium tracking-wide text-paper transition hover:bg-forest disabled:cursor-not-allowed disabled:opacity-50"
        >
          <ShoppingBag aria-hidden="true" className="h-4 w-4" />
          {soldOut ? soldOutLabel : updating ? t("catalog.cart.adding") : t("catalog.cart.add")}
        </button>
      </div>
      {/* Always in the page, so screen readers hear the text when it appears. */}
      <p id="stock-limit" role="status" className="mt-2 text-xs text-terracotta empty:mt-0" data-testid="stock-limit">
        {limit}
      </p>
    </div>
  );
}
