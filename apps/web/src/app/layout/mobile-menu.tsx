import type { Settings } from "@avlu/contract/settings";
import { type MouseEvent, useId, useRef, useState } from "react";
import { CloseButton } from "../../components/ui/close-button";
import { DisclosureChevron } from "../../components/ui/disclosure-chevron";
import {
  categoryHref,
  type DoorLabel,
  doorHref,
  doorLabel,
  INDOOR_CATEGORIES,
  menuLabel,
  OUTDOOR_CATEGORIES,
} from "../../config/menu-data";
import { paths } from "../../config/paths";
import { LanguageSwitch } from "../../i18n/language-switch";
import { Link } from "../../i18n/link";
import { useLanguage, useT } from "../../i18n/use-t";
import { useDialog } from "../../lib/use-dialog";
import { BrandLinks } from "./brand-links";
import { SocialLinks, telHref } from "./social-links";

interface MobileMenuProps {
  open: boolean;
  onClose(): void;
  signedIn: boolean;
  isAdmin: boolean;
  onLogOut: () => void;
  settings: Settings | null;
}

const sectionTitle = "font-sans text-[11px] font-medium tracking-[0.24em] text-muted uppercase";

function DoorSection({ door }: { door: DoorLabel }) {
  const t = useT();
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const items = door === "Indoor" ? INDOOR_CATEGORIES : OUTDOOR_CATEGORIES;
  return (
    <li className="border-b border-stone/70">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
        className="flex w-full items-center justify-between py-4 text-left font-display text-3xl text-ink"
      >
        {doorLabel(door, language)}
        <DisclosureChevron open={expanded} size={22} strokeWidth={1.5} />
      </button>
      <ul id={listId} hidden={!expanded} className="grid grid-cols-2 gap-x-6 gap-y-3 pb-5">
        <li className="col-span-2">
          <Link to={doorHref(door)} className="text-sm font-medium text-ink underline-offset-4 hover:underline">
            {t(door === "Indoor" ? "menu.allIndoor" : "menu.allOutdoor")}
          </Link>
        </li>
        {items.map((c) => (
          <li key={c.label}>
            <Link to={categoryHref(c.category, door)} className="text-sm text-muted hover:text-ink">
              {menuLabel(c, language)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The full-screen menu below 768 px: Products (Indoor, Outdoor) and Brands (Fermob, Olta, Sifas). */
export function MobileMenu({ open, onClose, signedIn, isAdmin, settings, onLogOut }: MobileMenuProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialog(open, onClose, panelRef, closeRef);
  if (!open) return null;
  // Following a link closes the menu at once (the header closes it too once the address changes).
  const closeOnLink = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target instanceof Element && e.target.closest("a[href]")) onClose();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only listens for link activations, which keyboards make as clicks too
    <div
      ref={panelRef}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t("header.menu")}
      onClick={closeOnLink}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-paper md:hidden"
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-stone/70 px-4">
        <Link to={paths.home} aria-label={t("header.home")}>
          <img src="/brand/avlu-logo.svg" width={96} height={28} alt="Avlu" className="h-7 w-auto" />
        </Link>
        <CloseButton ref={closeRef} label={t("menu.close")} onClick={onClose} iconSize={22} />
      </div>
      <nav aria-label={t("menu.mobile")} className="flex-1 px-6 pt-6 pb-10">
        <h2 className={sectionTitle}>{t("menu.products")}</h2>
        <ul className="mt-2">
          <DoorSection door="Indoor" />
          <DoorSection door="Outdoor" />
        </ul>
        <h2 className={`${sectionTitle} mt-10`}>{t("menu.brands")}</h2>
        <BrandLinks className="mt-3 space-y-3" linkClassName="font-display text-3xl text-ink" />
        <ul className="mt-10 space-y-3 border-t border-stone/70 pt-6 text-sm">
          <li>
            <Link to={signedIn ? paths.profile : paths.login} className="text-ink">
              {signedIn ? t("menu.myAccount") : t("menu.signIn")}
            </Link>
          </li>
          {isAdmin && (
            <li>
              <Link to={paths.admin} className="text-ink">
                {t("header.adminPanel")}
              </Link>
            </li>
          )}
          <li>
            <Link to={paths.contact} className="text-ink">
              {t("menu.contactUs")}
            </Link>
          </li>
          {signedIn && (
            <li>
              <button type="button" onClick={onLogOut} className="text-ink">
                {t("header.logOut")}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <div className="border-t border-stone/70 px-6 py-3 text-muted">
        <LanguageSwitch />
      </div>
      {settings && (
        <div className="flex items-center justify-between border-t border-stone/70 px-6 py-5 text-sm text-muted">
          {settings.phone ? <a href={telHref(settings.phone)}>{settings.phone}</a> : <span />}
          <SocialLinks social={settings.social} />
        </div>
      )}
    </div>
  );
}
