import type { ProductSummary } from "@avlu/contract/catalog";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";
import { api } from "../../lib/api-client";
import { ProductCard } from "./product-card";
import { CURATED_TABS, type CuratedTab, catalogueOrder, displayable, pickCurated } from "./product-rules";
import { SectionHeading, Spinner } from "./section-heading";
import { TabList, useTabs } from "./tab-list";
import type { LoadState } from "./use-home-products";

/** SPEC §9: the arrows scroll the row by 300 px. */
export const CURATED_SCROLL_PX = 300;

/** Every product of a brand, for its tab's random pick (loaded when the tab is first opened). */
const brandQuery = (brand: string) => ({ brand, limit: 1000 });

interface BrandList {
  state: LoadState;
  products: ProductSummary[];
}

/**
 * "Curated for You" (SPEC §2, §4): New shows the newest of the products the home loaded; Fermob
 * and Olta show up to 8 random products of that brand. Loading, error and loaded states.
 */
export function CuratedCarousel({ products, state }: { products: ProductSummary[]; state: LoadState }) {
  const t = useT();
  const { tab, tabListProps, panelProps } = useTabs<CuratedTab>("new");
  const [brandLists, setBrandLists] = useState<Partial<Record<CuratedTab, BrandList>>>({});
  const rowRef = useRef<HTMLUListElement>(null);

  const brand = CURATED_TABS.find((t) => t.id === tab)?.brand;
  const brandList = brandLists[tab];

  useEffect(() => {
    if (!brand || brandList) return;
    setBrandLists((lists) => ({ ...lists, [tab]: { state: "loading", products: [] } }));
    api
      .get<unknown>("/api/products", { query: brandQuery(brand) })
      .then((list) => setBrandLists((lists) => ({ ...lists, [tab]: { state: "loaded", products: displayable(list) } })))
      .catch((err: unknown) => {
        console.error(`curated ${tab} fetch failed`, err);
        setBrandLists((lists) => ({ ...lists, [tab]: { state: "failed", products: [] } }));
      });
  }, [brand, brandList, tab]);

  const current: BrandList = brand ? (brandList ?? { state: "loading", products: [] }) : { state, products };
  // A fresh random pick each time a brand tab is chosen; New is always the newest first.
  const items = useMemo(
    () => (current.state === "loaded" ? pickCurated(tab, catalogueOrder(current.products)) : []),
    [tab, current.state, current.products],
  );

  useEffect(() => {
    rowRef.current?.scrollTo?.({ left: 0 });
  }, [tab]);

  const scroll = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({ left: direction * CURATED_SCROLL_PX, behavior: "smooth" });

  return (
    <section aria-labelledby="curated-title" className="mx-auto mt-28 max-w-7xl px-4 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="curated-title" eyebrow={t("home.curated.eyebrow")} title={t("home.curated.title")} />
        <div className="flex items-center gap-4">
          <TabList
            label={t("home.curated.tabs")}
            tabs={CURATED_TABS.map((c) => (c.id === "new" ? { ...c, label: t("home.curated.new") } : c))}
            {...tabListProps}
            className="flex gap-6"
            tabClassName="border-b border-transparent pb-1 text-[12px] font-medium tracking-[0.2em] text-muted uppercase transition-colors hover:text-ink aria-selected:border-ink aria-selected:text-ink"
          />
          <div className="hidden gap-2 sm:flex">
            <button
              type="button"
              aria-label={t("home.curated.scrollLeft")}
              onClick={() => scroll(-1)}
              className="inline-flex size-10 items-center justify-center rounded-full border border-stone text-ink transition-colors hover:border-ink"
            >
              <ChevronLeft size={18} strokeWidth={1.5} aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={t("home.curated.scrollRight")}
              onClick={() => scroll(1)}
              className="inline-flex size-10 items-center justify-center rounded-full border border-stone text-ink transition-colors hover:border-ink"
            >
              <ChevronRight size={18} strokeWidth={1.5} aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
      <div {...panelProps} aria-busy={current.state === "loading"} className="mt-10 min-h-[372px]">
        {current.state === "loading" ? (
          <Spinner label={t("home.curated.loading")} />
        ) : current.state === "failed" ? (
          <p role="alert" className="py-16 text-center text-sm text-danger">
            {t("home.curated.failed")}
          </p>
        ) : items.length === 0 ? (
          <p className="py-16 text-center text-sm text-muted">{t("home.curated.empty")}</p>
        ) : (
          <ul
            ref={rowRef}
            data-testid="curated-row"
            className="-mx-4 flex gap-5 overflow-x-auto scroll-smooth px-4 pb-4 [scrollbar-width:thin] md:mx-0 md:px-0"
          >
            {items.map((p) => (
              <li key={p._id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
