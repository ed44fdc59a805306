import { colorHex } from "@avlu/contract/catalog-constants";
import { packingPieces } from "@avlu/contract/variants";
import { useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { ProductImage } from "../../components/ui/product-image";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/format";
import { patchAt } from "../../lib/patch-at";
import type { ImageEntry, VariantRow } from "./product-form-model";
import { setAllStock } from "./product-form-model";

interface VariantGridProps {
  rows: VariantRow[];
  /** The product's price of one piece, for the placeholder of rows without a price of their own. */
  unitPrice: string;
  images: readonly ImageEntry[];
  error?: string | undefined;
  onChange(rows: VariantRow[]): void;
}

const cell = `${inputClass} h-9 px-2 py-1 text-sm`;
const columnHead = "px-3 py-2 font-medium";
const COLUMNS: ReadonlyArray<{ label: MessageKey; width?: string }> = [
  { label: "admin.variants.col.colour" },
  { label: "admin.variants.col.packing" },
  { label: "admin.variants.col.sku" },
  { label: "admin.variants.col.stock", width: "w-24" },
  { label: "admin.variants.col.price", width: "w-32" },
];

/** An editable cell of a variant row, named by `label`; numbers (with an `inputMode`) in tabular figures. */
function InputCell({
  label,
  value,
  inputMode,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  inputMode?: "numeric" | "decimal";
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <td className="px-3 py-2">
      <input
        aria-label={label}
        inputMode={inputMode}
        className={inputMode ? `${cell} tabular-nums` : cell}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </td>
  );
}

/**
 * The variant grid (issue 17): one row per colour × packing with its SKU, stock and an optional
 * price of its own, the colour's pictures beside its rows, and "set stock for all". Colours and
 * packings are added and removed in their lists; the grid follows them.
 */
export function VariantGrid({ rows, unitPrice, images, error, onChange }: VariantGridProps) {
  const t = useT();
  const [bulk, setBulk] = useState("");
  const unit = Number.parseFloat(unitPrice.replace(",", "."));
  const update = (i: number, patch: Partial<VariantRow>) => onChange(patchAt(rows, i, patch));
  const soldOut = rows.filter((r) => r.countInStock.trim() === "0").length;

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <label className="text-xs font-medium uppercase tracking-wider text-muted" htmlFor="variant-bulk-stock">
          {t("admin.variants.bulkStock")}
          <input
            id="variant-bulk-stock"
            inputMode="numeric"
            className={`${cell} mt-1 block w-28`}
            value={bulk}
            placeholder="0"
            onChange={(e) => setBulk(e.target.value)}
          />
        </label>
        <button
          type="button"
          className={btnSecondary}
          disabled={!/^\d+$/.test(bulk.trim())}
          onClick={() => onChange(setAllStock(rows, bulk.trim()))}
        >
          {t("admin.variants.apply", { count: rows.length })}
        </button>
        <p className="ml-auto text-xs text-muted" data-testid="variant-summary">
          {t("admin.variants.summary", { count: rows.length, soldOut })}
        </p>
      </div>
      {error ? (
        <p className="mb-2 text-xs text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-stone/60">
        <table className="w-full min-w-[640px] text-sm" data-testid="variant-grid">
          <thead className="bg-sand/60 text-left text-xs uppercase tracking-wider text-muted">
            <tr>
              {COLUMNS.map(({ label, width }) => (
                <th key={label} scope="col" className={width ? `${width} ${columnHead}` : columnHead}>
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone/60">
            {rows.map((r, i) => {
              const first = i === 0 || rows[i - 1]?.color !== r.color;
              const picture = images.find((img) => img.color && img.color.toLowerCase() === r.color.toLowerCase());
              const pieces = packingPieces(r.packing);
              const label = t("admin.variants.row", {
                color: r.color || t("admin.variants.product"),
                packing: r.packing,
              });
              return (
                <tr key={`${r.color}\u0000${r.packing}`} data-testid="variant-row">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {first ? (
                      <span className="flex items-center gap-2">
                        {picture ? (
                          <ProductImage
                            src={picture.url}
                            alt=""
                            width={32}
                            height={32}
                            sizes="32px"
                            className="size-8 rounded bg-sand object-contain"
                          />
                        ) : r.color ? (
                          <span
                            aria-hidden="true"
                            className="size-5 rounded-full border border-black/10"
                            style={{ backgroundColor: colorHex(r.color) }}
                          />
                        ) : null}
                        {r.color || "—"}
                      </span>
                    ) : (
                      <span className="sr-only">{r.color}</span>
                    )}
                  </th>
                  <td className="px-3 py-2 tabular-nums">
                    {r.packing}
                    {pieces > 1 ? (
                      <span className="text-xs text-muted"> {t("admin.variants.pieces", { pieces })}</span>
                    ) : null}
                  </td>
                  <InputCell
                    label={t("admin.variants.skuOf", { label })}
                    value={r.sku}
                    onChange={(sku) => update(i, { sku })}
                  />
                  <InputCell
                    label={t("admin.variants.stockOf", { label })}
                    inputMode="numeric"
                    value={r.countInStock}
                    onChange={(countInStock) => update(i, { countInStock })}
                  />
                  <InputCell
                    label={t("admin.variants.priceOf", { label })}
                    inputMode="decimal"
                    value={r.price}
                    placeholder={Number.isFinite(unit) ? formatPrice(unit * pieces).replace("$", "") : ""}
                    onChange={(price) => update(i, { price })}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted">{t("admin.variants.note")}</p>
    </div>
  );
}
