import { LockKeyhole } from "lucide-react";
import { useAppSelector } from "../../app/hooks";
import { primaryButton, secondaryButton } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { type HeadSource, PRIVATE_HEAD, pageTitle } from "../../lib/head";
import { selectUser } from "../../state/auth-slice";
import { useLogout } from "../../state/use-logout";

/** Never indexed; its title and the shop's description in the page's language. */
export const head: HeadSource = ({ t }) => ({
  ...PRIVATE_HEAD,
  title: pageTitle(t("auth.unauthorized.eyebrow")),
  description: t("ui.head.description"),
});

/** /unauthorized (SPEC §6): where a signed-in user lands on a page their role does not open. */
export default function UnauthorizedPage() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const switchAccount = useLogout();

  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center md:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-full border border-stone text-brass">
        <LockKeyhole size={26} strokeWidth={1.5} aria-hidden="true" />
      </span>
      <p className="mt-8 text-[11px] font-medium tracking-[0.28em] text-brass uppercase">
        {t("auth.unauthorized.eyebrow")}
      </p>
      <h1 className="mt-3 text-5xl leading-tight text-ink">{t("auth.unauthorized.title")}</h1>
      <p className="mt-5 max-w-md text-[15px] leading-relaxed text-muted">
        {user ? t("auth.unauthorized.signedIn", { email: user.email }) : t("auth.unauthorized.signedOut")}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={primaryButton}>
          {t("auth.unauthorized.back")}
        </Link>
        {user ? (
          <button type="button" onClick={switchAccount} className={secondaryButton}>
            {t("auth.unauthorized.switch")}
          </button>
        ) : (
          <Link to={paths.login} className={secondaryButton}>
            {t("auth.switch.login")}
          </Link>
        )}
      </div>
    </main>
  );
}
