import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useShopSettings } from "../../state/use-shop-settings";
import { NewsletterForm } from "./newsletter-form";
import { SocialLinks, telHref } from "./social-links";

const COMPANY_LINKS = [
  { label: "About Us", to: paths.about },
  { label: "Careers", to: paths.careers },
  { label: "Privacy Policy", to: paths.privacy },
] as const;

const SUPPORT_LINKS = [
  { label: "Contact Us", to: paths.contact },
  { label: "FAQ", to: paths.faq },
  { label: "Shipping & Returns", to: paths.shippingReturns },
  { label: "My Orders", to: paths.myOrders },
] as const;

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
  links: ReadonlyArray<{ label: string; to: string }>;
  className: string;
}) {
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className={columnTitle}>
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={footerLink}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newsletter, company and support links, phone and social links (contact details from /api/settings). */
export function Footer() {
  const settings = useShopSettings();
  return (
    <footer className="mt-24 bg-forest text-paper">
      <div className="mx-auto grid max-w-7xl gap-14 px-6 pt-16 pb-10 md:grid-cols-12 md:px-8 md:pt-20">
        <section aria-labelledby="newsletter-title" className="md:col-span-5">
          <h2 id="newsletter-title" className="font-display text-3xl leading-tight md:text-4xl">
            Join the Avlu circle
          </h2>
          <p className="mt-3 max-w-md text-sm leading-relaxed text-paper/70">
            New collections, design studio events and seasonal care tips for your garden and home, about once a month.
          </p>
          <div className="mt-6 max-w-md">
            <NewsletterForm />
          </div>
        </section>
        <LinkColumn
          id="footer-company"
          title="Company"
          links={COMPANY_LINKS}
          className="md:col-span-2 md:col-start-7"
        />
        <LinkColumn id="footer-support" title="Support" links={SUPPORT_LINKS} className="md:col-span-2" />
        <section aria-labelledby="footer-visit" className="md:col-span-2">
          <h2 id="footer-visit" className={columnTitle}>
            Visit &amp; call
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
          © {new Date().getFullYear()} {settings?.shopName || "Avlu"}. Indoor &amp; outdoor living.
        </p>
        {settings && <SocialLinks social={settings.social} className="-ml-2 text-paper/80" />}
      </div>
    </footer>
  );
}
