import type { Settings } from "@avlu/contract/settings";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";

const SWITCHES: Array<{ key: keyof Settings["notifications"]; label: MessageKey; hint: MessageKey }> = [
  { key: "newOrder", label: "admin.notifications.newOrder", hint: "admin.notifications.newOrderHint" },
  { key: "contactMessage", label: "admin.notifications.contact", hint: "admin.notifications.contactHint" },
  { key: "orderRequest", label: "admin.notifications.request", hint: "admin.notifications.requestHint" },
  { key: "outOfStock", label: "admin.notifications.soldOut", hint: "admin.notifications.soldOutHint" },
];

/** The owner's mail notifications, each on or off (/admin/shop); they go to both order mailboxes. */
export function MailNotificationsCard({
  value,
  onChange,
}: {
  value: Settings["notifications"];
  onChange: (next: Settings["notifications"]) => void;
}) {
  const t = useT();
  return (
    <Card
      title={t("admin.notifications.title")}
      className="mb-6"
      actions={
        <Link to={paths.adminMail} className="text-sm text-muted underline underline-offset-4 hover:text-ink">
          {t("admin.common.openOutbox")}
        </Link>
      }
    >
      <p className="mb-4 text-sm text-muted">{t("admin.notifications.note")}</p>
      <fieldset>
        <legend className="sr-only">{t("admin.notifications.legend")}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {SWITCHES.map((s) => (
            <label
              key={s.key}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone/70 bg-white p-4 hover:border-ink/30"
            >
              <input
                type="checkbox"
                name={`notifications.${s.key}`}
                className="mt-0.5 size-4 accent-forest"
                checked={value[s.key]}
                onChange={(e) => onChange({ ...value, [s.key]: e.target.checked })}
              />
              <span>
                <span className="block text-sm font-medium text-ink">{t(s.label)}</span>
                <span className="block text-xs text-muted">{t(s.hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
