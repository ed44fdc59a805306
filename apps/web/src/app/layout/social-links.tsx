import type { Settings } from "@avlu/contract/settings";
import { Mail, Phone } from "lucide-react";
import type { ComponentType } from "react";
import { useT } from "../../i18n/use-t";
import { FacebookIcon, InstagramIcon, PinterestIcon, WhatsappIcon, YoutubeIcon } from "./brand-icons";

const NETWORKS: ReadonlyArray<{
  key: keyof Settings["social"];
  label: string;
  Icon: ComponentType<{ size?: number }>;
}> = [
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "pinterest", label: "Pinterest", Icon: PinterestIcon },
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
];

/** tel: address of a phone number as the shop writes it ("+90 216 555 01 31" → "tel:+902165550131"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

const iconLink =
  "inline-flex size-9 items-center justify-center rounded-full text-current transition-colors hover:bg-ink/5 hover:text-brass";

/** The shop's social profiles from /api/settings; a network without an address is left out. */
export function SocialLinks({ social, className = "" }: { social: Settings["social"]; className?: string }) {
  const t = useT();
  const present = NETWORKS.filter((n) => social[n.key]);
  if (present.length === 0) return null;
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t("social.label")}>
      {present.map(({ key, label, Icon }) => (
        <li key={key}>
          <a href={social[key]} target="_blank" rel="noopener noreferrer" aria-label={label} className={iconLink}>
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Phone, e-mail and WhatsApp from /api/settings. */
export function ContactLinks({ settings, className = "" }: { settings: Settings; className?: string }) {
  const t = useT();
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t("contact.label")}>
      {settings.phone && (
        <li>
          <a
            href={telHref(settings.phone)}
            aria-label={t("contact.call", { phone: settings.phone })}
            className={iconLink}
          >
            <Phone size={18} strokeWidth={1.75} aria-hidden="true" />
          </a>
        </li>
      )}
      <li>
        <a
          href={`mailto:${settings.contactEmail}`}
          aria-label={t("contact.email", { email: settings.contactEmail })}
          className={iconLink}
        >
          <Mail size={18} strokeWidth={1.75} aria-hidden="true" />
        </a>
      </li>
      <li>
        <a
          href={`https://wa.me/${settings.whatsappNumber}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="WhatsApp"
          className={iconLink}
        >
          <WhatsappIcon size={18} />
        </a>
      </li>
    </ul>
  );
}
