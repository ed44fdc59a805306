import { ArrowRight, UserRound } from "lucide-react";
import { primaryButton, secondaryButton } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { Link, useLocalize } from "../../../i18n/link";
import { useT } from "../../../i18n/use-t";

/**
 * What a shopper who is not signed in chooses at checkout (issue 19, ADR 1908): order as a guest
 * (a private link to the order comes by mail), or log in / create an account and come straight
 * back here (in the page's language) with the cart as it is.
 */
export function GuestChoice({ onGuest }: { onGuest(): void }) {
  const t = useT();
  const localize = useLocalize();
  const back = `?redirect=${encodeURIComponent(localize(paths.checkout))}`;
  return (
    <section aria-labelledby="choice-title" className="mt-10">
      <h2 id="choice-title" className="text-2xl text-ink">
        {t("checkout.guest.title")}
      </h2>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <div className="flex flex-col rounded-sm border border-ink/70 bg-white/60 p-6">
          <p className="text-[11px] font-medium tracking-[0.18em] text-brass uppercase">
            {t("checkout.guest.noAccount")}
          </p>
          <h3 className="mt-2 font-display text-2xl text-ink">{t("checkout.guest.asGuest")}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{t("checkout.guest.asGuestText")}</p>
          <button type="button" onClick={onGuest} className={`${primaryButton} mt-6 w-full`}>
            {t("checkout.guest.continue")}
            <ArrowRight size={15} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
        <div className="flex flex-col rounded-sm border border-stone p-6">
          <p className="flex items-center gap-2 text-[11px] font-medium tracking-[0.18em] text-muted uppercase">
            <UserRound size={14} strokeWidth={1.75} aria-hidden="true" />
            {t("checkout.guest.haveAccount")}
          </p>
          <h3 className="mt-2 font-display text-2xl text-ink">{t("checkout.guest.signIn")}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{t("checkout.guest.signInText")}</p>
          <div className="mt-6 grid gap-3">
            <Link to={`${paths.login}${back}`} className={secondaryButton}>
              {t("checkout.guest.logIn")}
            </Link>
            <Link to={`${paths.register}${back}`} className={secondaryButton}>
              {t("checkout.guest.register")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
