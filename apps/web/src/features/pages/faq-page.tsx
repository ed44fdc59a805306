import { ChevronDown } from "lucide-react";
import type { ReactElement } from "react";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage } from "./components/info-page";
import { Rich } from "./components/rich";
import { PAGE_HEADS } from "./page-heads";

interface Question {
  q: MessageKey;
  /** The answer, one paragraph; `<0>…</0>` (and `<1>…</1>`) in it are the elements in `components`. */
  a: MessageKey;
  components?: Record<string, ReactElement>;
}

export const head = PAGE_HEADS.faq;

const contactLink = <Link to={paths.contact} />;
const shippingLink = <Link to={paths.shippingReturns} />;

const GROUPS: ReadonlyArray<{ id: string; title: MessageKey; questions: readonly Question[] }> = [
  {
    id: "ordering",
    title: "pages.faq.ordering",
    questions: [
      { q: "pages.faq.howOrder.q", a: "pages.faq.howOrder.a", components: { 0: <strong />, 1: <strong /> } },
      { q: "pages.faq.packing.q", a: "pages.faq.packing.a", components: { 0: <em /> } },
      { q: "pages.faq.account.q", a: "pages.faq.account.a" },
      { q: "pages.faq.pay.q", a: "pages.faq.pay.a" },
      { q: "pages.faq.colours.q", a: "pages.faq.colours.a", components: { 0: contactLink } },
    ],
  },
  {
    id: "delivery",
    title: "pages.faq.delivery",
    questions: [
      { q: "pages.faq.deliveryTime.q", a: "pages.faq.deliveryTime.a", components: { 0: shippingLink } },
      { q: "pages.faq.assembly.q", a: "pages.faq.assembly.a" },
    ],
  },
  {
    id: "care",
    title: "pages.faq.care",
    questions: [
      { q: "pages.faq.outdoor.q", a: "pages.faq.outdoor.a" },
      { q: "pages.faq.warranty.q", a: "pages.faq.warranty.a" },
      { q: "pages.faq.returns.q", a: "pages.faq.returns.a", components: { 0: shippingLink } },
    ],
  },
];

/** /faq */
export default function FaqPage() {
  const t = useT();
  const settings = useShopSettings();
  const writeToUs = { 0: <Link to={paths.contact} className="underline underline-offset-4" /> };

  return (
    <InfoPage
      eyebrow={t("pages.faq.eyebrow")}
      title={t("pages.faq.title")}
      intro={
        <p>
          {settings?.phone ? (
            <Rich id="pages.faq.introWithPhone" values={{ phone: settings.phone }} components={writeToUs} />
          ) : (
            <Rich id="pages.faq.intro" components={writeToUs} />
          )}
        </p>
      }
    >
      <div className="max-w-3xl space-y-14">
        {GROUPS.map((g) => (
          <section key={g.id} aria-labelledby={`faq-${g.id}`}>
            <h2 id={`faq-${g.id}`} className="text-3xl">
              {t(g.title)}
            </h2>
            <div className="mt-6 divide-y divide-stone border-y border-stone">
              {g.questions.map((item) => (
                <details key={item.q} className="group py-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-6 text-left font-medium [&::-webkit-details-marker]:hidden">
                    {t(item.q)}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-5 w-5 shrink-0 text-muted transition group-open:rotate-180"
                    />
                  </summary>
                  <div className="mt-4 leading-relaxed text-ink/80 [&_a]:underline [&_a]:underline-offset-4">
                    <p>
                      <Rich id={item.a} {...(item.components ? { components: item.components } : {})} />
                    </p>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </InfoPage>
  );
}
