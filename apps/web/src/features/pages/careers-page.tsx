import { HeadedSection } from "../../components/ui/headed-section";
import { RuledTexts } from "../../components/ui/ruled-texts";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, Prose } from "./components/info-page";
import { Anchor, Rich } from "./components/rich";
import { PAGE_HEADS } from "./page-heads";

const TEAMS: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: "pages.careers.team.studio.title", text: "pages.careers.team.studio.text" },
  { title: "pages.careers.team.delivery.title", text: "pages.careers.team.delivery.text" },
  { title: "pages.careers.team.care.title", text: "pages.careers.team.care.text" },
  { title: "pages.careers.team.online.title", text: "pages.careers.team.online.text" },
];

export const head = PAGE_HEADS.careers;

/** /careers */
export default function CareersPage() {
  const t = useT();
  const settings = useShopSettings();
  const applySubject = t("pages.careers.subject");
  const email = settings?.contactEmail;
  const formLink = <Link to={`${paths.contact}?subject=${encodeURIComponent(applySubject)}`} />;
  return (
    <InfoPage
      eyebrow={t("pages.careers.eyebrow")}
      title={t("pages.careers.title")}
      crumb={t("pages.careers.crumb")}
      intro={<p>{t("pages.careers.intro")}</p>}
    >
      <HeadedSection id="teams-heading" title={t("pages.careers.teams")}>
        <RuledTexts items={TEAMS} />
      </HeadedSection>

      <div className="mt-20 grid gap-16 lg:grid-cols-2">
        <Prose title={t("pages.careers.offer")}>
          <ul>
            <li>{t("pages.careers.offer.contract")}</li>
            <li>{t("pages.careers.offer.training")}</li>
            <li>{t("pages.careers.offer.discount")}</li>
            <li>
              {settings?.studioAddress
                ? t("pages.careers.offer.workplaceAt", { address: settings.studioAddress })
                : t("pages.careers.offer.workplace")}
            </li>
          </ul>
        </Prose>
        <Prose title={t("pages.careers.apply")}>
          <p>
            {email ? (
              <Rich
                id="pages.careers.apply.textWithEmail"
                values={{ subject: applySubject, email }}
                components={{
                  0: formLink,
                  1: <Anchor href={`mailto:${email}?subject=${encodeURIComponent(applySubject)}`} />,
                }}
              />
            ) : (
              <Rich id="pages.careers.apply.text" values={{ subject: applySubject }} components={{ 0: formLink }} />
            )}
          </p>
          <p>{t("pages.careers.apply.welcome")}</p>
        </Prose>
      </div>
    </InfoPage>
  );
}
