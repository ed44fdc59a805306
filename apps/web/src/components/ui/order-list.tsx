import type { Order } from "@avlu/contract/orders";
import { PackageOpen } from "lucide-react";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { capsLink, primaryButton } from "./button";
import { ProductImage } from "./product-image";

/**
 * The empty order list (SPEC §8: "You don't have any orders yet."): a page of its own on
 * /my-orders, a quiet dashed box inside the profile (`compact`); both lead to the collections.
 */
export function NoOrders({ compact = false }: { compact?: boolean }) {
  const t = useT();
  if (compact) {
    return (
      <div className="rounded-sm border border-dashed border-stone px-6 py-12 text-center">
        <p className="font-display text-2xl text-ink">{t("ui.noOrders.title")}</p>
        <p className="mt-2 text-sm text-muted">{t("ui.noOrders.hint")}</p>
        <Link to={paths.collectionsAll} className={`${capsLink} mt-6 inline-block`}>
          {t("ui.noOrders.explore")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center py-20 text-center">
      <PackageOpen size={40} strokeWidth={1.25} aria-hidden="true" className="text-stone" />
      <p className="mt-6 font-display text-3xl text-ink">{t("ui.noOrders.title")}</p>
      <p className="mt-2 text-sm text-muted">{t("ui.noOrders.hint")}</p>
      <Link to={paths.collectionsAll} className={`${primaryButton} mt-8`}>
        {t("ui.noOrders.explore")}
      </Link>
    </div>
  );
}

/** The picture of an order's first item in a list row (decorative: the row names the order). */
export function OrderThumb({ order, size, className }: { order: Order; size: 44 | 64; className: string }) {
  return (
    <ProductImage
      src={order.orderItems[0]?.image}
      width={size}
      height={size}
      alt=""
      className={`rounded-sm bg-sand object-contain ${className}`}
    />
  );
}
