import { brandHref, MENU_BRANDS } from "../../config/menu-data";
import { Link } from "../../i18n/link";

/** The brands (SPEC §2) of the desktop Brands menu and of the mobile menu, each linking to its listing. */
export function BrandLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {MENU_BRANDS.map((b) => (
        <li key={b.brand}>
          <Link to={brandHref(b.brand)} className={linkClassName}>
            {b.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
