import type { Settings } from "@avlu/contract/settings";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";

const SWITCHES: Array<{ key: keyof Settings["notifications"]; label: string; hint: string }> = [
  { key: "newOrder", label: "New orders", hint: "Every order placed, with its lines and the delivery address." },
  { key: "contactMessage", label: "Contact messages", hint: "Reply to the mail to answer the visitor." },
  { key: "orderRequest", label: "Order requests", hint: "When a shopper opens a WhatsApp or e-mail request." },
  { key: "outOfStock", label: "Sold out", hint: "When an order takes the last units of a product." },
];

/** The owner's mail notifications, each on or off (/admin/shop); they go to both order mailboxes. */
export function MailNotificationsCard({
  value,
  onChange,
}: {
  value: Settings["notifications"];
  onChange: (next: Settings["notifications"]) => void;
}) {
  return (
    <Card
      title="Mail notifications"
      className="mb-6"
      actions={
        <Link to={paths.adminMail} className="text-sm text-muted underline underline-offset-4 hover:text-ink">
          Open the outbox
        </Link>
      }
    >
      <p className="mb-4 text-sm text-muted">
        Sent to both order mailboxes. Shoppers always get their own order and account mails.
      </p>
      <fieldset>
        <legend className="sr-only">Send these notices</legend>
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
                <span className="block text-sm font-medium text-ink">{s.label}</span>
                <span className="block text-xs text-muted">{s.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
