import type { Stats } from "@avlu/contract/admin";
import { Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/table";
import { to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { formatDate } from "../../lib/format";
import { ProductCell, Thumb } from "./product-cell";

/** The dashboard's two lists side by side: the variants low in stock, and the most requested products. */

/** Every colour and packing at the shop's low-stock threshold or below, each with its stock. */
export function LowStockCard({ lowStock }: { lowStock: Stats["lowStock"] }) {
  const t = useT();
  return (
    <Card
      title={t("admin.dashboard.lowStock")}
      actions={<Badge tone="amber">{t("admin.dashboard.orFewer", { threshold: lowStock.threshold })}</Badge>}
      padded={false}
    >
      {lowStock.products.length === 0 ? (
        <EmptyState>{t("admin.dashboard.noLowStock", { threshold: lowStock.threshold })}</EmptyState>
      ) : (
        <ul className="divide-y divide-stone/60">
          {lowStock.products.map((p) => (
            <li key={p.variantId ?? p._id} className="flex items-center gap-3 px-5 py-3">
              <ProductCell
                id={p._id}
                name={[
                  p.name,
                  p.color,
                  p.packing && p.packing !== "1" ? t("admin.dashboard.packing", { packing: p.packing }) : "",
                ]
                  .filter(Boolean)
                  .join(" — ")}
                image={p.image}
                size={40}
                nameClassName="text-sm text-ink"
                detail={
                  <p className="text-xs text-muted">
                    {p.sku} · {p.brand}
                    {p.isPublished ? "" : ` · ${t("admin.dashboard.hidden")}`}
                  </p>
                }
              />
              <Badge tone={p.countInStock === 0 ? "red" : "amber"}>
                {p.countInStock === 0
                  ? t("admin.dashboard.outOfStock")
                  : t("admin.dashboard.left", { count: p.countInStock })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The products shoppers asked for most by WhatsApp or e-mail in the last 30 days. */
export function MostRequestedCard({ requested }: { requested: Stats["topRequested"] }) {
  const t = useT();
  return (
    <Card
      title={t("admin.dashboard.mostRequested")}
      actions={<span className="text-xs text-muted">{t("admin.dashboard.requestChannels")}</span>}
      padded={false}
    >
      {requested.length === 0 ? (
        <EmptyState>{t("admin.dashboard.noRequests")}</EmptyState>
      ) : (
        <ol className="divide-y divide-stone/60">
          {requested.map((r, i) => (
            <li key={r.productId} className="flex items-center gap-3 px-5 py-3">
              <span className="w-5 text-right text-xs text-muted tabular-nums">{i + 1}</span>
              <Thumb src={r.image} alt={r.name} size={40} />
              <div className="min-w-0 flex-1">
                {r.kind === "configurator" ? (
                  <span className="block truncate text-sm text-ink">
                    {t("admin.dashboard.configured", { name: r.name })}
                  </span>
                ) : r.exists ? (
                  <Link
                    to={to("adminProductEdit", { id: r.productId })}
                    className="block truncate text-sm text-ink hover:underline"
                  >
                    {r.name}
                  </Link>
                ) : (
                  <span className="block truncate text-sm text-muted">
                    {t("admin.dashboard.deleted", { name: r.name })}
                  </span>
                )}
                <p className="flex items-center gap-3 text-xs text-muted">
                  <span className="inline-flex items-center gap-1">
                    <MessageCircle className="size-3" aria-hidden="true" />
                    {t("admin.dashboard.whatsappCount", { count: r.whatsapp })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Mail className="size-3" aria-hidden="true" />
                    {t("admin.dashboard.mailCount", { count: r.mail })}
                  </span>
                  <span>{t("admin.dashboard.lastRequested", { date: formatDate(r.lastRequestedAt) })}</span>
                </p>
              </div>
              <span className="font-display text-2xl text-ink tabular-nums">{r.requests}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
