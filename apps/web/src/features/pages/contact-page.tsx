import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n/use-t";
import { useShopSettings } from "../../state/use-shop-settings";
import { ContactForm } from "./components/contact-form";
import { InfoPage } from "./components/info-page";
import { PAGE_HEADS } from "./page-heads";

export const head = PAGE_HEADS.contact;

/**
 * /ContactUs (SPEC: the contact page is Turkish, and its SPEC texts are the `en` catalogue's), and
 * its Turkish twin: the form, opening hours and the shop's details.
 */
export default function ContactPage() {
  const t = useT();
  const settings = useShopSettings();
  const [searchParams] = useSearchParams();
  // A link may name the subject ("OLTA Classic: product brochure").
  const subject = (searchParams.get("subject") ?? "").slice(0, 200);

  return (
    <InfoPage
      eyebrow={t("pages.contact.eyebrow")}
      title={t("pages.contact.title")}
      crumb={t("pages.contact.eyebrow")}
      homeLabel={t("pages.contact.home")}
      intro={<p>{t("pages.contact.intro")}</p>}
    >
      <div className="grid gap-16 lg:grid-cols-[1fr_22rem]">
        <ContactForm subject={subject} />

        <aside className="space-y-10 text-sm" aria-label={t("pages.contact.details")}>
          <div>
            <h2 className="flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.2em] uppercase">
              <Clock aria-hidden="true" className="h-4 w-4 text-brass" />
              {t("pages.contact.hours")}
            </h2>
            {settings ? (
              <ul className="mt-4 space-y-1.5 text-ink/80" data-testid="opening-hours">
                {[settings.openingHours.weekdays, settings.openingHours.saturday, settings.openingHours.sunday]
                  .filter(Boolean)
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
            ) : (
              <div className="mt-4 space-y-2" aria-hidden="true">
                <div className="h-4 w-44 animate-pulse bg-sand" />
                <div className="h-4 w-36 animate-pulse bg-sand" />
                <div className="h-4 w-24 animate-pulse bg-sand" />
              </div>
            )}
            <p className="mt-4 text-ink/80">{t("pages.contact.replyPromise")}</p>
          </div>
          {settings && (
            <div className="space-y-4 border-t border-stone pt-8 text-ink/80">
              {settings.studioAddress && (
                <p className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  <span>
                    <span className="block font-medium text-ink">{t("pages.contact.studio")}</span>
                    {settings.studioAddress}
                  </span>
                </p>
              )}
              {settings.phone && (
                <p className="flex gap-3">
                  <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  <a href={`tel:${settings.phone.replace(/[^+\d]/g, "")}`} className="hover:text-ink">
                    {settings.phone}
                  </a>
                </p>
              )}
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                <a href={`mailto:${settings.contactEmail}`} className="hover:text-ink">
                  {settings.contactEmail}
                </a>
              </p>
              <p className="flex gap-3">
                <MessageCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                <a
                  href={`https://wa.me/${settings.whatsappNumber}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-ink"
                >
                  {t("pages.contact.whatsapp")}
                </a>
              </p>
            </div>
          )}
        </aside>
      </div>
    </InfoPage>
  );
}
