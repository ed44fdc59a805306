import type { MailKind, MailStatus } from "@avlu/contract/mail";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { Badge } from "../../components/ui/badge";
import { btnSecondary } from "../../components/ui/button";
import { AlertBanner } from "../../components/ui/card";
import { control } from "../../components/ui/field";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { selectUser } from "../../state/auth-slice";
import { useGetMailHealthQuery, useSendTestMailMutation } from "./admin-api";

/* Pieces of the mail screens (/admin/mail), the dashboard's mail notice and the shop settings. */

const STATUS_TONES = { queued: "amber", sending: "blue", sent: "green", failed: "red", held: "brass" } as const;

/** How each status is named in full. */
export const MAIL_STATUS_LABELS: Record<MailStatus, MessageKey> = {
  queued: "admin.mail.status.queued",
  sending: "admin.mail.status.sending",
  sent: "admin.mail.status.sent",
  failed: "admin.mail.status.failed",
  held: "admin.mail.status.held",
};

/** How each kind of mail is named. */
export const MAIL_KIND_LABELS: Record<MailKind, MessageKey> = {
  "order-confirmation": "admin.mail.kind.orderConfirmation",
  "order-status": "admin.mail.kind.orderStatus",
  "order-cancelled": "admin.mail.kind.orderCancelled",
  "password-reset": "admin.mail.kind.passwordReset",
  "password-changed": "admin.mail.kind.passwordChanged",
  "order-claim": "admin.mail.kind.orderClaim",
  "owner-new-order": "admin.mail.kind.ownerNewOrder",
  "owner-contact-message": "admin.mail.kind.ownerContactMessage",
  "owner-order-request": "admin.mail.kind.ownerOrderRequest",
  "owner-out-of-stock": "admin.mail.kind.ownerOutOfStock",
  test: "admin.mail.kind.test",
};

/** A status's short name, as its badge and the outbox's filter say it. */
export const MAIL_STATUS_NAMES: Record<MailStatus, MessageKey> = {
  ...MAIL_STATUS_LABELS,
  held: "admin.mail.status.heldShort",
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const t = useT();
  return <Badge tone={STATUS_TONES[status]}>{t(MAIL_STATUS_NAMES[status])}</Badge>;
}

/** An address (the signed-in admin's when empty) and "Send a test mail"; the outbox refetches when it is queued. */
export function TestMailForm() {
  const t = useT();
  const me = useAppSelector(selectUser);
  const [to, setTo] = useState("");
  const [sendTestMail, { isLoading: busy }] = useSendTestMailMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await sendTestMail(to.trim() ? { to: to.trim() } : {});
    if (result.data) {
      toast.success(t("admin.mail.testQueued", { to: result.data.to.join(", ") }));
      setTo("");
    } else {
      toast.error(queryErrorMessage(result.error, t("admin.mail.testFailed")));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2" noValidate>
      <label htmlFor="test-mail-to" className="sr-only">
        {t("admin.mail.testTo")}
      </label>
      <input
        id="test-mail-to"
        type="email"
        className={`${control} w-60`}
        placeholder={me?.email ?? t("admin.mail.testAddress")}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <button type="submit" className={btnSecondary} disabled={busy}>
        {busy ? t("admin.mail.testSending") : t("admin.mail.testSend")}
      </button>
    </form>
  );
}

/** The dashboard's word on mail: a warning while mails are held or failing, else a quiet link to the outbox. */
export function MailHealthNotice() {
  const t = useT();
  const { data: health } = useGetMailHealthQuery();
  if (!health) return null;
  if (!health.warning) {
    return (
      <p className="mb-6 text-sm text-muted" data-testid="mail-health">
        {t("admin.mail.healthy")}{" "}
        <Link to={paths.adminMail} className="text-ink underline underline-offset-4 hover:text-brass">
          {t("admin.common.openOutbox")}
        </Link>
      </p>
    );
  }
  return (
    <div data-testid="mail-health">
      <AlertBanner>
        <p>
          <span className="font-medium">{t("admin.mail.attention")}</span> {health.warning}
        </p>
        <p className="mt-1">
          <Link to={paths.adminMail} className="font-medium underline underline-offset-4">
            {t("admin.common.openOutbox")}
          </Link>
        </p>
      </AlertBanner>
    </div>
  );
}
