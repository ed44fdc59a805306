import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { LanguageSwitch } from "../../i18n/language-switch";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { useShopSettings } from "../../state/use-shop-settings";
import { NewsletterForm } from "./newsletter-form";
import { SocialLinks, telHref } from "./social-links";

type FooterLink = { label: MessageKey; to: string };

const COMPANY_LINKS: readonly FooterLink[] = [
  { label: "footer.about", to: paths.about },
  { label: "footer.careers", to: paths.careers },
  { label: "footer.privacy", to: paths.privacy },
];

const SUPPORT_LINKS: readonly FooterLink[] = [
  { label: "footer.contact", to: paths.contact },
  { label: "footer.faq", to: paths.faq },
  { label: "footer.shippingReturns", to: paths.shippingReturns },
  { label: "footer.myOrders", to: paths.myOrders },
];

const columnTitle = "font-sans text-[11px] font-medium tracking-[0.24em] text-paper/60 uppercase";
const footerLink = "text-sm text-paper/85 transition-colors hover:text-brass-soft";

/** A titled column of footer links (a navigation landmark named by its title). */
function LinkColumn({
  id,
  title,
  links,
  className,
}: {
  id: string;
  title: string;
  links: readonly FooterLink[];
  className: string;
}) {
  const t = useT();
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className={columnTitle}>
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={footerLink}>
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newsletter, company and support links, phone and social links (contact details from /api/settings). */
export function Footer() {
  const t = useT();
  const settings = useShopSettings();
  return (
    <footer className="mt-24 bg-forest text-paper">
      <div className="mx-auto grid max-w-7xl gap-14 px-6 pt-16 pb-10 md:grid-cols-12 md:px-8 md:pt-20">
        <section aria-labelledby="newsletter-title" className="md:col-span-5">
          <h2 id="newsletter-title" className="font-display text-3xl leading-tight md:text-4xl">
            {t("footer.newsletterTitle")}
          </h2>
          <p className="mt-3 max-w-md text-sm leading-relaxed text-paper/70">{t("footer.newsletterText")}</p>
          <div className="mt-6 max-w-md">
            <NewsletterForm />
          </div>
        </section>
        <LinkColumn
          id="footer-company"
          title={t("footer.company")}
          links={COMPANY_LINKS}
          className="md:col-span-2 md:col-start-7"
        />
        <LinkColumn id="footer-support" title={t("footer.support")} links={SUPPORT_LINKS} className="md:col-span-2" />
        <section aria-labelledby="footer-visit" className="md:col-span-2">
          <h2 id="footer-visit" className={columnTitle}>
            {t("footer.visit")}
          </h2>
          {settings && (
            <address className="mt-5 space-y-3 text-sm text-paper/85 not-italic">
              {settings.phone && (
                <p>
                  <a href={telHref(settings.phone)} className="text-base text-paper hover:text-brass-soft">
                    {settings.phone}
                  </a>
                </p>
              )}
              <p>
                <a href={`mailto:${settings.contactEmail}`} className="hover:text-brass-soft">
                  {settings.contactEmail}
                </a>
              </p>
              {settings.studioAddress && <p className="leading-relaxed text-paper/70">{settings.studioAddress}</p>}
            </address>
          )}
        </section>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col-reverse items-start justify-between gap-6 border-t border-paper/15 px-6 py-8 md:flex-row md:items-center md:px-8">
        <p className="text-xs tracking-wide text-paper/55">
          © {new Date().getFullYear()} {settings?.shopName || "Avlu"}. {t("footer.tagline")}
        </p>
        <div className="flex items-center gap-4">
          <LanguageSwitch className="text-paper/80" />
          {settings && <SocialLinks social={settings.social} className="-ml-2 text-paper/80" />}
        </div>
      </div>
    </footer>
  );
}
