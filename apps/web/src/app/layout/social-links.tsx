import type { Settings } from "@avlu/contract/settings";
import { Mail, Phone } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
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

interface IconLinkItem {
  key: string;
  href: string;
  label: string;
  icon: ReactNode;
  /** Another site: opened in a new tab, without a referrer. */
  external?: boolean;
}

/** A row of round icon links; each link is named by its `aria-label`. */
function IconLinks({ label, links, className }: { label: string; links: readonly IconLinkItem[]; className: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={label}>
      {links.map(({ key, href, label, icon, external }) => (
        <li key={key}>
          <a
            href={href}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            aria-label={label}
            className={iconLink}
          >
            {icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The shop's social profiles from /api/settings; a network without an address is left out. */
export function SocialLinks({ social, className = "" }: { social: Settings["social"]; className?: string }) {
  const t = useT();
  const present = NETWORKS.filter((n) => social[n.key]);
  if (present.length === 0) return null;
  const links = present.map(({ key, label, Icon }) => ({
    key,
    href: social[key],
    label,
    icon: <Icon size={18} />,
    external: true,
  }));
  return <IconLinks label={t("social.label")} links={links} className={className} />;
}

/** Phone, e-mail and WhatsApp from /api/settings. */
export function ContactLinks({ settings, className = "" }: { settings: Settings; className?: string }) {
  const t = useT();
  const { phone } = settings;
  const links: IconLinkItem[] = [
    ...(phone
      ? [
          {
            key: "phone",
            href: telHref(phone),
            label: t("contact.call", { phone }),
            icon: <Phone size={18} strokeWidth={1.75} aria-hidden="true" />,
          },
        ]
      : []),
    {
      key: "email",
      href: `mailto:${settings.contactEmail}`,
      label: t("contact.email", { email: settings.contactEmail }),
      icon: <Mail size={18} strokeWidth={1.75} aria-hidden="true" />,
    },
    {
      key: "whatsapp",
      href: `https://wa.me/${settings.whatsappNumber}`,
      label: "WhatsApp",
      icon: <WhatsappIcon size={18} />,
      external: true,
    },
  ];
  return <IconLinks label={t("contact.label")} links={links} className={className} />;
}
