import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, MessageList, Prose, ProseText } from "./components/info-page";
import { Anchor, Rich } from "./components/rich";
import { PAGE_HEADS } from "./page-heads";

const STEPS: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: "pages.shipping.step.confirmed.title", text: "pages.shipping.step.confirmed.text" },
  { title: "pages.shipping.step.prepared.title", text: "pages.shipping.step.prepared.text" },
  { title: "pages.shipping.step.onItsWay.title", text: "pages.shipping.step.onItsWay.text" },
  { title: "pages.shipping.step.delivered.title", text: "pages.shipping.step.delivered.text" },
];

const DELIVERY: readonly MessageKey[] = [
  "pages.shipping.delivery.istanbul",
  "pages.shipping.delivery.turkiye",
  "pages.shipping.delivery.costs",
  "pages.shipping.delivery.madeToOrder",
];

export const head = PAGE_HEADS.shippingReturns;

/** /shipping-returns */
export default function ShippingReturnsPage() {
  const t = useT();
  const settings = useShopSettings();
  const email = settings?.contactEmail;
  const contactLink = <Link to={paths.contact} />;
  return (
    <InfoPage
      eyebrow={t("pages.shipping.eyebrow")}
      title={t("pages.shipping.title")}
      intro={<p>{t("pages.shipping.intro")}</p>}
    >
      <ol className="grid gap-px overflow-hidden bg-stone sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((s, i) => (
          <li key={s.title} className="bg-paper p-6">
            <span className="font-display text-4xl text-brass">{i + 1}</span>
            <h2 className="mt-3 font-sans text-sm font-semibold">{t(s.title)}</h2>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(s.text)}</p>
          </li>
        ))}
      </ol>

      <div className="mt-20 grid gap-16 lg:grid-cols-2">
        <Prose title={t("pages.shipping.delivery")}>
          <MessageList keys={DELIVERY} bold />
        </Prose>
        <ProseText title="pages.shipping.onDelivery" text="pages.shipping.onDelivery.text" />
        <Prose title={t("pages.shipping.returns")}>
          <p>
            <Rich id="pages.shipping.returns.text" components={{ 0: <strong /> }} />
          </p>
          <ul>
            <li>
              {email ? (
                <Rich
                  id="pages.shipping.returns.tellWithEmail"
                  values={{ email }}
                  components={{ 0: contactLink, 1: <Anchor href={`mailto:${email}`} /> }}
                />
              ) : (
                <Rich id="pages.shipping.returns.tell" components={{ 0: contactLink }} />
              )}
            </li>
            <li>{t("pages.shipping.returns.unused")}</li>
            <li>{t("pages.shipping.returns.collection")}</li>
            <li>{t("pages.shipping.returns.refund")}</li>
          </ul>
        </Prose>
        <Prose title={t("pages.shipping.noReturn")}>
          <p>{t("pages.shipping.noReturn.text")}</p>
          <p>
            {settings?.phone ? (
              <Rich
                id="pages.shipping.questionsWithPhone"
                values={{ phone: settings.phone }}
                components={{ 0: <Link to={paths.faq} />, 1: contactLink }}
              />
            ) : (
              <Rich id="pages.shipping.questions" components={{ 0: <Link to={paths.faq} />, 1: contactLink }} />
            )}
          </p>
        </Prose>
      </div>
    </InfoPage>
  );
}
