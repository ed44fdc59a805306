import { MAIL_STATUS_LABELS, type MailStatus } from "@avlu/contract/mail";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { Badge } from "../../components/ui/badge";
import { btnSecondary } from "../../components/ui/button";
import { AlertBanner } from "../../components/ui/card";
import { control } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { selectUser } from "../../state/auth-slice";
import { TEST_MAIL_FAILED, useGetMailHealthQuery, useSendTestMailMutation } from "./admin-api";

/* Pieces of the mail screens (/admin/mail), the dashboard's mail notice and the shop settings. */

const STATUS_TONES = { queued: "amber", sending: "blue", sent: "green", failed: "red", held: "brass" } as const;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{status === "held" ? "Held" : MAIL_STATUS_LABELS[status]}</Badge>;
}

/** An address (the signed-in admin's when empty) and "Send a test mail"; the outbox refetches when it is queued. */
export function TestMailForm() {
  const me = useAppSelector(selectUser);
  const [to, setTo] = useState("");
  const [sendTestMail, { isLoading: busy }] = useSendTestMailMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await sendTestMail(to.trim() ? { to: to.trim() } : {});
    if (result.data) {
      toast.success(`Test mail queued for ${result.data.to.join(", ")}`);
      setTo("");
    } else {
      toast.error(queryErrorMessage(result.error, TEST_MAIL_FAILED));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2" noValidate>
      <label htmlFor="test-mail-to" className="sr-only">
        Send the test mail to
      </label>
      <input
        id="test-mail-to"
        type="email"
        className={`${control} w-60`}
        placeholder={me?.email ?? "address"}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <button type="submit" className={btnSecondary} disabled={busy}>
        {busy ? "Sending…" : "Send a test mail"}
      </button>
    </form>
  );
}

/** The dashboard's word on mail: a warning while mails are held or failing, else a quiet link to the outbox. */
export function MailHealthNotice() {
  const { data: health } = useGetMailHealthQuery();
  if (!health) return null;
  if (!health.warning) {
    return (
      <p className="mb-6 text-sm text-muted" data-testid="mail-health">
        Mail: nothing waiting or failing.{" "}
        <Link to={paths.adminMail} className="text-ink underline underline-offset-4 hover:text-brass">
          Open the outbox
        </Link>
      </p>
    );
  }
  return (
    <div data-testid="mail-health">
      <AlertBanner>
        <p>
          <span className="font-medium">Mail needs attention:</span> {health.warning}
        </p>
        <p className="mt-1">
          <Link to={paths.adminMail} className="font-medium underline underline-offset-4">
            Open the outbox
          </Link>
        </p>
      </AlertBanner>
    </div>
  );
}
