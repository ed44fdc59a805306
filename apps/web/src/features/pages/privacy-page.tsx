import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, MessageList, Prose, ProseText } from "./components/info-page";
import { Anchor, Rich } from "./components/rich";
import { PAGE_HEADS } from "./page-heads";

const COLLECTED: readonly MessageKey[] = [
  "pages.privacy.collect.account",
  "pages.privacy.collect.order",
  "pages.privacy.collect.cart",
  "pages.privacy.collect.messages",
  "pages.privacy.collect.newsletter",
  "pages.privacy.collect.technical",
];

const PURPOSES: readonly MessageKey[] = [
  "pages.privacy.why.contract",
  "pages.privacy.why.questions",
  "pages.privacy.why.records",
  "pages.privacy.why.stock",
  "pages.privacy.why.newsletter",
  "pages.privacy.why.fraud",
];

export const head = PAGE_HEADS.privacy;

/** /privacy */
export default function PrivacyPage() {
  const t = useT();
  const settings = useShopSettings();
  const company = settings?.bankAccountName || settings?.shopName || "Avlu";
  const email = settings?.contactEmail;
  const address = settings?.studioAddress;
  const mailLink = email ? <Anchor href={`mailto:${email}`} /> : <span />;
  return (
    <InfoPage
      eyebrow={t("pages.privacy.eyebrow")}
      title={t("pages.privacy.title")}
      updated={t("pages.privacy.updated")}
      intro={<p>{t("pages.privacy.intro", { company })}</p>}
    >
      <div className="space-y-14">
        <Prose title={t("pages.privacy.who")}>
          <p>
            {address
              ? t("pages.privacy.who.controllerAt", { company, address })
              : t("pages.privacy.who.controller", { company })}
            {email && (
              <>
                {" "}
                <Rich id="pages.privacy.who.email" values={{ email }} components={{ 0: mailLink }} />
              </>
            )}
          </p>
        </Prose>

        <Prose title={t("pages.privacy.collect")}>
          <MessageList keys={COLLECTED} bold />
        </Prose>

        <Prose title={t("pages.privacy.why")}>
          <MessageList keys={PURPOSES} />
        </Prose>

        <ProseText title="pages.privacy.storage" text="pages.privacy.storage.text" />

        <ProseText title="pages.privacy.share" text="pages.privacy.share.text" />

        <ProseText title="pages.privacy.keep" text="pages.privacy.keep.text" />

        <Prose title={t("pages.privacy.rights")}>
          <p>
            {email ? (
              <Rich
                id="pages.privacy.rights.textWithEmail"
                values={{ email }}
                components={{ 0: mailLink, 1: <Link to={paths.contact} /> }}
              />
            ) : (
              <Rich id="pages.privacy.rights.text" components={{ 0: <Link to={paths.contact} /> }} />
            )}
          </p>
        </Prose>

        <ProseText title="pages.privacy.security" text="pages.privacy.security.text" />
      </div>
    </InfoPage>
  );
}
