import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { primaryButton, secondaryButton } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { PRIVATE_HEAD, pageTitle } from "../../lib/head";
import { selectUser } from "../../state/auth-slice";
import { useLogout } from "../../state/use-logout";

/** /unauthorized (SPEC §6): where a signed-in user lands on a page their role does not open. */
/** Never indexed. */
export const head = { ...PRIVATE_HEAD, title: pageTitle("Access restricted") };

export default function UnauthorizedPage() {
  const user = useAppSelector(selectUser);
  const switchAccount = useLogout();

  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center md:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-full border border-stone text-brass">
        <LockKeyhole size={26} strokeWidth={1.5} aria-hidden="true" />
      </span>
      <p className="mt-8 text-[11px] font-medium tracking-[0.28em] text-brass uppercase">Access restricted</p>
      <h1 className="mt-3 text-5xl leading-tight text-ink">This page is not open to your account</h1>
      <p className="mt-5 max-w-md text-[15px] leading-relaxed text-muted">
        {user
          ? `You are signed in as ${user.email}, which does not have permission to view it. If you think it should, please contact the shop.`
          : "Please log in with an account that has permission to view it."}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={primaryButton}>
          Back to the shop
        </Link>
        {user ? (
          <button type="button" onClick={switchAccount} className={secondaryButton}>
            Log in with another account
          </button>
        ) : (
          <Link to={paths.login} className={secondaryButton}>
            Log in
          </Link>
        )}
      </div>
    </main>
  );
}
