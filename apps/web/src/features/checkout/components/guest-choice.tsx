import { ArrowRight, UserRound } from "lucide-react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../../components/ui/button";
import { paths } from "../../../config/paths";

const back = `?redirect=${encodeURIComponent(paths.checkout)}`;

/**
 * What a shopper who is not signed in chooses at checkout (issue 19, ADR 1908): order as a guest
 * (a private link to the order comes by mail), or log in / create an account and come straight
 * back here with the cart as it is.
 */
export function GuestChoice({ onGuest }: { onGuest(): void }) {
  return (
    <section aria-labelledby="choice-title" className="mt-10">
      <h2 id="choice-title" className="text-2xl text-ink">
        How would you like to check out?
      </h2>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <div className="flex flex-col rounded-sm border border-ink/70 bg-white/60 p-6">
          <p className="text-[11px] font-medium tracking-[0.18em] text-brass uppercase">No account needed</p>
          <h3 className="mt-2 font-display text-2xl text-ink">Check out as a guest</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">
            Order with your e-mail only. A private link to your order comes with the confirmation; you can create an
            account on the way if you like.
          </p>
          <button type="button" onClick={onGuest} className={`${primaryButton} mt-6 w-full`}>
            Continue as guest
            <ArrowRight size={15} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
        <div className="flex flex-col rounded-sm border border-stone p-6">
          <p className="flex items-center gap-2 text-[11px] font-medium tracking-[0.18em] text-muted uppercase">
            <UserRound size={14} strokeWidth={1.75} aria-hidden="true" />
            Have an account?
          </p>
          <h3 className="mt-2 font-display text-2xl text-ink">Log in or register</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">
            Use your saved addresses and follow every order from My orders. Your cart stays as it is, and you come
            straight back here.
          </p>
          <div className="mt-6 grid gap-3">
            <Link to={`${paths.login}${back}`} className={secondaryButton}>
              Log in
            </Link>
            <Link to={`${paths.register}${back}`} className={secondaryButton}>
              Create an account
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
