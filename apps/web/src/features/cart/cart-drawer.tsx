import { CircleCheck, ShoppingBag } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { capsLink } from "../../components/ui/button";
import { CloseButton } from "../../components/ui/close-button";
import { paths } from "../../config/paths";
import { Link, useLocalNavigate } from "../../i18n/link";
import { useFormatPrice, useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { useDialog } from "../../lib/use-dialog";
import {
  cartWriteMessage,
  selectCartUpdating,
  useCart,
  useRemoveCartLineMutation,
  useUpdateCartLineMutation,
  useUpdateConfiguredLineMutation,
} from "../../state/cart-api";
import { closeCart, selectCartNotice, selectCartOpen } from "../../state/cart-slice";
import { CartLeadTimes } from "./cart-lead-times";
import { CartLineItem } from "./cart-line";

/**
 * The cart drawer (SPEC §2, §4, §8): slides in from the right over a dimmed backdrop that closes
 * it; the cart is fetched every time it opens; views loading, error, empty and filled; Checkout
 * is disabled while the cart is empty or loading.
 */
export function CartDrawer() {
  const t = useT();
  const formatPrice = useFormatPrice();
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const location = useLocation();
  const open = useAppSelector(selectCartOpen);
  const { cart, loading, failed, refetch } = useCart();
  const [updateLine] = useUpdateCartLineMutation();
  const [removeLine] = useRemoveCartLineMutation();
  const [updateConfigured] = useUpdateConfiguredLineMutation();
  const updating = useAppSelector(selectCartUpdating);
  const notice = useAppSelector(selectCartNotice);
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = () => dispatch(closeCart());
  useDialog(open, close, panelRef, closeRef);

  useEffect(() => {
    if (open) refetch();
  }, [open, refetch]);

  // Following a link out of the drawer closes it.
  useEffect(() => {
    dispatch(closeCart());
  }, [location.pathname, dispatch]);

  const empty = cart.products.length === 0;

  /** A change to a line: the answer is the new cart; a failure is a toast. */
  const run = (write: { unwrap(): Promise<unknown> }) =>
    write.unwrap().catch((err: unknown) => toast.error(cartWriteMessage(err, t("cart.writeFailed"))));

  return (
    <div
      // Visible at once on opening (focus can only move into a visible dialog); hidden only after the slide-out.
      className={`fixed inset-0 z-50 ${open ? "visible" : "invisible transition-[visibility] delay-300"}`}
      inert={!open}
      data-testid="cart-drawer-root"
    >
      <div
        aria-hidden="true"
        data-testid="cart-backdrop"
        onClick={close}
        className={`absolute inset-0 bg-ink/45 transition-opacity duration-300 ${open ? "opacity-100" : "opacity-0"}`}
      />
      <aside
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        aria-describedby={notice ? "cart-notice" : undefined}
        className={`absolute inset-y-0 right-0 flex w-[min(400px,100vw)] flex-col bg-paper shadow-[-24px_0_48px_-24px_rgba(28,27,25,0.35)] transition-transform duration-300 ease-out lg:w-[450px] ${open ? "translate-x-0" : "translate-x-full"}`}
      >
        <div className="flex items-center justify-between border-b border-stone/70 px-6 py-5">
          <h2 id="cart-title" className="font-display text-3xl">
            {t("cart.title")}
          </h2>
          <CloseButton ref={closeRef} label={t("cart.close")} onClick={close} />
        </div>

        {/* The confirmation of an "Add to cart" lives here, where it covers nothing (issue 14). */}
        <div role="status">
          {notice ? (
            <p id="cart-notice" className="flex items-center gap-2 bg-sand px-6 py-3 text-sm text-ink">
              <CircleCheck size={16} strokeWidth={1.75} aria-hidden="true" className="shrink-0 text-forest" />
              {notice}
            </p>
          ) : null}
        </div>

        <div className="flex-1 overflow-y-auto px-6" aria-busy={loading}>
          {loading ? (
            <p className="py-10 text-center text-sm text-muted" role="status">
              {t("cart.loading")}
            </p>
          ) : failed ? (
            <div className="py-10 text-center">
              <p className="text-sm text-danger" role="alert">
                {/* The cart read says SPEC's "Failed to load cart." whatever went wrong (state/cart-api.ts). */}
                {t("cart.loadFailed")}
              </p>
              <button type="button" onClick={() => refetch()} className={`${capsLink} mt-4`}>
                {t("cart.tryAgain")}
              </button>
            </div>
          ) : empty ? (
            <div className="flex flex-col items-center py-16 text-center">
              <ShoppingBag size={36} strokeWidth={1.25} aria-hidden="true" className="text-stone" />
              <p className="mt-4 font-display text-2xl">{t("cart.empty.title")}</p>
              <p className="mt-2 max-w-[16rem] text-sm text-muted">{t("cart.empty.text")}</p>
              <Link to={paths.collectionsAll} className={`${capsLink} mt-6`}>
                {t("cart.empty.continue")}
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-stone/70" aria-label={t("cart.items")}>
              {cart.products.map((line) => (
                <CartLineItem
                  key={line._id}
                  line={line}
                  busy={updating}
                  onQuantity={(quantity) =>
                    line.configuration
                      ? run(updateConfigured({ lineId: line._id, quantity }))
                      : run(
                          updateLine({ productId: line.productId, color: line.color, packing: line.packing, quantity }),
                        )
                  }
                  onRemove={() =>
                    line.configuration
                      ? run(updateConfigured({ lineId: line._id, quantity: 0 }))
                      : run(removeLine({ productId: line.productId, color: line.color, packing: line.packing }))
                  }
                />
              ))}
            </ul>
          )}
        </div>

        <div className="border-t border-stone/70 px-6 pt-5 pb-6">
          <div className="flex items-baseline justify-between">
            <span className="text-xs font-medium tracking-[0.2em] text-muted uppercase">{t("cart.total")}</span>
            <span className="font-display text-3xl tabular-nums" data-testid="cart-total">
              {formatPrice(cart.totalPrice)}
            </span>
          </div>
          {!empty && <CartLeadTimes cartKey={`${cart.totalPrice}:${cart.products.length}`} />}
          <button
            type="button"
            disabled={empty || loading}
            onClick={() => {
              close();
              navigate(paths.checkout);
            }}
            className="mt-5 w-full rounded-full bg-forest py-3.5 text-xs font-medium tracking-[0.22em] text-paper uppercase transition-colors hover:bg-ink disabled:cursor-not-allowed disabled:bg-stone disabled:text-paper/80"
          >
            {t("cart.checkout")}
          </button>
        </div>
      </aside>
    </div>
  );
}
