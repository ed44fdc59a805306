import type { CartLine } from "@avlu/contract/cart";
import { Trans } from "@lingui/react";
import { ShoppingBag } from "lucide-react";
import { useAppDispatch } from "../../../app/hooks";
import { primaryButton } from "../../../components/ui/button";
import { PageNotice } from "../../../components/ui/page-notice";
import { paths } from "../../../config/paths";
import { Link } from "../../../i18n/link";
import { useT } from "../../../i18n/use-t";
import { openCart } from "../../../state/cart-slice";

/** A checkout step with nothing in the cart: back to the collections. */
export function EmptyCartNotice({ text }: { text: string }) {
  const t = useT();
  return (
    <PageNotice>
      <ShoppingBag size={40} strokeWidth={1.25} aria-hidden="true" className="text-stone" />
      <h1 className="mt-6 text-4xl text-ink">{t("checkout.emptyCart.title")}</h1>
      <p className="mt-3 text-sm text-muted">{text}</p>
      <Link to={paths.collectionsAll} className={`${primaryButton} mt-8`}>
        {t("checkout.emptyCart.explore")}
      </Link>
    </PageNotice>
  );
}

/** Which lines the shop can no longer fill, with the way to fix them (the cart drawer). */
export function ShortStockText({ lines }: { lines: readonly CartLine[] }) {
  const dispatch = useAppDispatch();
  return (
    <Trans
      id="checkout.shortStock"
      values={{ names: lines.map((l) => l.name).join(", "), count: lines.length }}
      components={{
        0: (
          <button
            type="button"
            onClick={() => dispatch(openCart())}
            className="font-medium underline underline-offset-4"
          />
        ),
      }}
    />
  );
}
