import { MAIL_STATUS_LABELS, type MailHealth, type MailStatus } from "@avlu/contract/mail";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { Badge } from "../../components/ui/badge";
import { btnSecondary } from "../../components/ui/button";
import { AlertBanner } from "../../components/ui/card";
import { control } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { api, errorMessage } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { selectUser } from "../../state/auth-slice";

/* Pieces of the mail screens (/admin/mail), the dashboard's mail notice and the shop settings. */

const STATUS_TONES = { queued: "amber", sending: "blue", sent: "green", failed: "red", held: "brass" } as const;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{status === "held" ? "Held" : MAIL_STATUS_LABELS[status]}</Badge>;
}

export const TEST_MAIL_FAILED = "Failed to queue the test mail";

/** An address (the signed-in admin's when empty) and "Send a test mail". */
export function TestMailForm({ onQueued }: { onQueued: () => void }) {
  const me = useAppSelector(selectUser);
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const mail = await api.post<{ to: string[] }>("/api/admin/mail/test", to.trim() ? { to: to.trim() } : {});
      toast.success(`Test mail queued for ${mail.to.join(", ")}`);
      setTo("");
      onQueued();
    } catch (err) {
      toast.error(errorMessage(err, TEST_MAIL_FAILED));
    } finally {
      setBusy(false);
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
  const [health, setHealth] = useState<MailHealth | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<MailHealth>("/api/admin/mail/health", { signal: controller.signal })
      .then(setHealth)
      .catch(() => {});
    return () => controller.abort();
  }, []);
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
