import type { Dispatch, SetStateAction } from "react";
import {
  categoryHref,
  type DoorLabel,
  doorHref,
  doorLabel,
  FEATURED_TILES,
  INDOOR_CATEGORIES,
  type MenuCategory,
  menuLabel,
  OUTDOOR_CATEGORIES,
} from "../../config/menu-data";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useLanguage, useT } from "../../i18n/use-t";
import { BrandLinks } from "./brand-links";
import { NavMenu } from "./nav-menu";

export type OpenMenu = "products" | "brands" | null;

interface MenusProps {
  openMenu: OpenMenu;
  setOpenMenu: Dispatch<SetStateAction<OpenMenu>>;
}

const heading = "font-display text-2xl text-ink transition-colors hover:text-brass";
const link = "text-sm text-muted transition-colors hover:text-ink";

function CategoryColumn({ door, items, columns }: { door: DoorLabel; items: readonly MenuCategory[]; columns: 1 | 2 }) {
  const language = useLanguage();
  return (
    <div>
      <Link to={doorHref(door)} className={heading}>
        {doorLabel(door, language)}
      </Link>
      <ul className={`mt-4 grid gap-x-10 gap-y-2.5 ${columns === 2 ? "grid-cols-2" : "grid-cols-1"}`}>
        {items.map((c) => (
          <li key={c.label}>
            <Link to={categoryHref(c.category, door)} className={link}>
              {menuLabel(c, language)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Products mega-menu (Indoor, Outdoor, featured grid) and the Brands menu of the top bar. */
export function DesktopMenus({ openMenu, setOpenMenu }: MenusProps) {
  const t = useT();
  const language = useLanguage();
  // Functional update: a close timer of one menu must not close the other one opened meanwhile.
  const set = (menu: Exclude<OpenMenu, null>) => (open: boolean) =>
    setOpenMenu((current) => (open ? menu : current === menu ? null : current));
  /** A `NavMenu`'s id, label and open state, kept in `openMenu` with the other menu's. */
  const bind = (menu: Exclude<OpenMenu, null>) => ({
    id: `menu-${menu}`,
    label: t(`menu.${menu}`),
    open: openMenu === menu,
    onOpenChange: set(menu),
  });
  return (
    <nav aria-label={t("menu.main")} className="flex items-center gap-8">
      <NavMenu
        {...bind("products")}
        className="static"
        panelClassName="fixed inset-x-0 top-11 border-t border-stone/70 bg-paper shadow-[0_24px_48px_-24px_rgba(28,27,25,0.25)]"
      >
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_1.5fr_360px] gap-12 px-8 py-10">
          <CategoryColumn door="Indoor" items={INDOOR_CATEGORIES} columns={1} />
          <CategoryColumn door="Outdoor" items={OUTDOOR_CATEGORIES} columns={2} />
          <div>
            <p className="text-[11px] font-medium tracking-[0.2em] text-muted uppercase">{t("menu.featured")}</p>
            <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
              {FEATURED_TILES.map((tile) => (
                <li key={tile.label}>
                  <Link to={categoryHref(tile.category, tile.door)} className="group block">
                    <span className="block overflow-hidden rounded-sm bg-sand">
                      <img
                        src={tile.image}
                        width={320}
                        height={240}
                        loading="lazy"
                        decoding="async"
                        alt={t(tile.door === "Indoor" ? "menu.tileAlt.indoor" : "menu.tileAlt.outdoor", {
                          label: menuLabel(tile, language),
                        })}
                        className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                      />
                    </span>
                    <span className="mt-2 block text-sm text-ink group-hover:text-brass">
                      {menuLabel(tile, language)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </NavMenu>
      <NavMenu
        {...bind("brands")}
        className="relative"
        panelClassName="absolute top-full left-0 w-64 border border-stone/70 bg-paper p-6 shadow-[0_24px_48px_-24px_rgba(28,27,25,0.25)]"
      >
        <BrandLinks className="space-y-3" linkClassName="font-display text-xl text-ink hover:text-brass" />
        <ul className="mt-5 space-y-2 border-t border-stone/70 pt-4">
          <li>
            <Link to={paths.fermobCollections} className={link}>
              {t("menu.fermobCollections")}
            </Link>
          </li>
          <li>
            <Link to={paths.oltaCatalogs} className={link}>
              {t("menu.oltaCollections")}
            </Link>
          </li>
        </ul>
      </NavMenu>
    </nav>
  );
}
