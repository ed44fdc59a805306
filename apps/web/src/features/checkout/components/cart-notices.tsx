import type { CartLine } from "@avlu/contract/cart";
import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { useAppDispatch } from "../../../app/hooks";
import { primaryButton } from "../../../components/ui/button";
import { PageNotice } from "../../../components/ui/page-notice";
import { paths } from "../../../config/paths";
import { openCart } from "../../../state/cart-slice";

/** A checkout step with nothing in the cart: back to the collections. */
export function EmptyCartNotice({ text }: { text: string }) {
  return (
    <PageNotice>
      <ShoppingBag size={40} strokeWidth={1.25} aria-hidden="true" className="text-stone" />
      <h1 className="mt-6 text-4xl text-ink">Your cart is empty</h1>
      <p className="mt-3 text-sm text-muted">{text}</p>
      <Link to={paths.collectionsAll} className={`${primaryButton} mt-8`}>
        Explore the collections
      </Link>
    </PageNotice>
  );
}

/** Which lines the shop can no longer fill, with the way to fix them (the cart drawer). */
export function ShortStockText({ lines }: { lines: readonly CartLine[] }) {
  const dispatch = useAppDispatch();
  return (
    <>
      {lines.map((l) => l.name).join(", ")} {lines.length === 1 ? "is" : "are"} no longer available in the quantity you
      chose.{" "}
      <button type="button" onClick={() => dispatch(openCart())} className="font-medium underline underline-offset-4">
        Update your cart
      </button>
    </>
  );
}
