import type { Cart } from "@avlu/contract/cart";
import type { CheckoutQuote } from "@avlu/contract/checkout";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { MessageKey } from "../../../i18n/i18n";
import { useT } from "../../../i18n/use-t";
import { CartSummary } from "./cart-summary";

const STEPS: readonly MessageKey[] = [
  "checkout.steps.details",
  "checkout.steps.payment",
  "checkout.steps.confirmation",
];

/** Where the shopper is in the checkout: Details → Payment → Confirmation. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  const t = useT();
  return (
    <nav aria-label={t("checkout.steps.label")}>
      <ol className="flex items-center gap-4 text-[11px] font-medium tracking-[0.12em] uppercase sm:gap-5 sm:tracking-[0.2em]">
        {STEPS.map((step, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={step} className="flex items-center gap-4 sm:gap-5" aria-current={active ? "step" : undefined}>
              <span className={`flex items-center gap-2 ${active ? "text-ink" : done ? "text-forest" : "text-muted"}`}>
                <span
                  className={`inline-flex size-6 items-center justify-center rounded-full border text-[10px] tracking-normal ${
                    active
                      ? "border-ink bg-ink text-paper"
                      : done
                        ? "border-forest bg-forest text-paper"
                        : "border-stone"
                  }`}
                >
                  {done ? <Check size={12} strokeWidth={2.25} aria-hidden="true" /> : i + 1}
                </span>
                {t(step)}
              </span>
              {i < STEPS.length - 1 && <span aria-hidden="true" className="hidden h-px w-12 bg-stone sm:block" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const STEP_PAGES = [
  { title: "checkout.title", titleId: "checkout-title" },
  { title: "checkout.payment.title", titleId: "payment-title" },
] as const satisfies ReadonlyArray<{ title: MessageKey; titleId: string }>;

interface CheckoutStepPageProps {
  step: 0 | 1;
  intro: string;
  cart: Cart;
  quote?: CheckoutQuote | null;
  children: ReactNode;
}

/**
 * A checkout step's page (Checkout, then Payment): where the shopper is, the step's heading and
 * intro over its content, and the cart summary beside it (under it on small screens).
 */
export function CheckoutStepPage({ step, intro, cart, quote, children }: CheckoutStepPageProps) {
  const t = useT();
  const { title, titleId } = STEP_PAGES[step];
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <CheckoutSteps current={step} />
      <div className="mt-10 grid grid-cols-1 gap-12 lg:grid-cols-[1.35fr_1fr] lg:gap-16">
        <section aria-labelledby={titleId}>
          <h1 id={titleId} className="text-5xl leading-tight text-ink">
            {t(title)}
          </h1>
          <p className="mt-3 text-[15px] text-muted">{intro}</p>
          {children}
        </section>
        <div className="lg:sticky lg:top-36 lg:self-start">
          <CartSummary cart={cart} quote={quote} />
        </div>
      </div>
    </main>
  );
}
