import { Check, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "../../../config/paths";
import type { MessageKey } from "../../../i18n/i18n";
import { Link } from "../../../i18n/link";
import { useT } from "../../../i18n/use-t";
import { redirectQuery } from "../redirect";

const PROMISES: readonly MessageKey[] = [
  "auth.panel.promise.cart",
  "auth.panel.promise.orders",
  "auth.panel.promise.pay",
];

/**
 * The frame of /login and /register: the form on paper beside a calm forest-green panel (the
 * panel moves under the form on small screens).
 */
export function AuthPanel({
  eyebrow,
  title,
  intro,
  notice,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  /** Why the shopper is asked to sign in here (e.g. on the way to checkout), shown above the form. */
  notice?: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <main className="mx-auto grid max-w-6xl gap-0 px-4 py-10 md:px-8 md:py-16 lg:grid-cols-[1.05fr_0.95fr]">
      <section className="bg-paper px-2 py-4 sm:px-8 lg:py-10 lg:pr-16 lg:pl-4" aria-labelledby="auth-title">
        <p className="text-[11px] font-medium tracking-[0.28em] text-brass uppercase">{eyebrow}</p>
        <h1 id="auth-title" className="mt-3 text-5xl leading-[1.05] text-ink md:text-6xl">
          {title}
        </h1>
        <p className="mt-4 max-w-md text-[15px] leading-relaxed text-muted">{intro}</p>
        {notice ? (
          <p
            className="mt-6 flex max-w-md items-start gap-3 rounded-sm border border-brass/40 bg-sand px-4 py-3 text-sm text-ink"
            data-testid="auth-notice"
          >
            <ShoppingBag size={18} strokeWidth={1.5} aria-hidden="true" className="mt-0.5 shrink-0 text-brass" />
            {notice}
          </p>
        ) : null}
        <div className="mt-10 max-w-md">{children}</div>
      </section>
      <aside className="mt-12 flex flex-col justify-between rounded-sm bg-forest px-8 py-10 text-paper lg:mt-0 lg:px-12 lg:py-14">
        <div>
          <p className="text-[11px] font-medium tracking-[0.28em] text-brass-soft uppercase">
            {t("auth.panel.studio")}
          </p>
          <p className="mt-6 font-display text-3xl leading-snug md:text-4xl">{t("auth.panel.tagline")}</p>
        </div>
        <ul className="mt-10 space-y-4 text-sm text-paper/85">
          {PROMISES.map((p) => (
            <li key={p} className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-brass-soft/60 text-brass-soft">
                <Check size={12} strokeWidth={2} aria-hidden="true" />
              </span>
              {t(p)}
            </li>
          ))}
        </ul>
      </aside>
    </main>
  );
}

/** The e-mail input's fixed attributes (the browser offers the saved address); its label is the page's. */
export const EMAIL_INPUT = { type: "email", autoComplete: "email", required: true, maxLength: 254 } as const;

const SWITCH_TO = {
  register: { path: paths.register, question: "auth.switch.toRegister", label: "auth.switch.register" },
  login: { path: paths.login, question: "auth.switch.toLogin", label: "auth.switch.login" },
} as const satisfies Record<string, { path: string; question: MessageKey; label: MessageKey }>;

/** "New to Avlu? Create an account" under a form: the other form, keeping where to go afterwards. */
export function AuthSwitchLink({ to, target }: { to: keyof typeof SWITCH_TO; target: string }) {
  const t = useT();
  const { path, question, label } = SWITCH_TO[to];
  return (
    <p className="mt-8 text-sm text-muted">
      {t(question)}{" "}
      <Link
        to={`${path}${redirectQuery(target)}`}
        className="font-medium text-ink underline underline-offset-4 hover:text-brass"
      >
        {t(label)}
      </Link>
    </p>
  );
}
