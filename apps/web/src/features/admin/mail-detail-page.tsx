import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from "@avlu/contract/mail";
import { ArrowLeft, Send } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { btnPrimary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { FilterTabs } from "../../components/ui/filters";
import { Loading } from "../../components/ui/table";
import { paths } from "../../config/paths";
import { formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { isAborted, queryErrorMessage } from "../../state/api";
import { MAIL_FAILED, RESEND_FAILED, useGetMailQuery, useResendMailMutation } from "./admin-api";
import { MailStatusBadge } from "./mail-ui";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="text-xs font-medium uppercase tracking-wider text-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * /admin/mail/:id: one mail as it was (or will be) sent — its HTML in a sandboxed frame (no
 * scripts, no links followed inside the admin), its text part, what happened to it, and Resend.
 */
export default function AdminMailDetailPage() {
  const { id = "" } = useParams();
  const { currentData: mail, error: loadError } = useGetMailQuery(id);
  const error = loadError && !isAborted(loadError) ? queryErrorMessage(loadError, MAIL_FAILED) : null;
  const [view, setView] = useState<"html" | "text">("html");
  const [resendMail, { isLoading: busy }] = useResendMailMutation();

  const back = (
    <Link to={paths.adminMail} className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden="true" /> All mail
    </Link>
  );
  if (!mail) {
    return (
      <>
        <div className="mb-4">{back}</div>
        {error ? <AlertBanner>{error}</AlertBanner> : <Loading />}
      </>
    );
  }

  const resend = async () => {
    const result = await resendMail(mail._id);
    if (result.data) {
      toast.success(result.data._id === mail._id ? "The mail is queued again" : "A new copy of the mail is queued");
    } else {
      toast.error(queryErrorMessage(result.error, RESEND_FAILED));
    }
  };

  return (
    <>
      <div className="mb-4">{back}</div>
      <PageHeader
        title={mail.subject}
        description={`${MAIL_KIND_LABELS[mail.kind]} to ${mail.to.join(", ")}`}
        actions={
          <button
            type="button"
            className={btnPrimary}
            onClick={() => void resend()}
            disabled={busy || mail.status === "sending"}
          >
            <Send className="size-4" aria-hidden="true" />
            {mail.status === "sent" ? "Send again" : "Resend now"}
          </button>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <Card title="Delivery" className="self-start">
          <dl className="divide-y divide-stone/50" data-testid="mail-delivery">
            <Row label="Status">
              <MailStatusBadge status={mail.status} />{" "}
              <span className="sr-only">{MAIL_STATUS_LABELS[mail.status]}</span>
            </Row>
            {mail.lastError ? <Row label="Last answer">{mail.lastError}</Row> : null}
            <Row label="Attempts">{mail.attempts}</Row>
            <Row label="Written">{formatDateTime(mail.createdAt)}</Row>
            {mail.sentAt ? <Row label="Sent">{formatDateTime(mail.sentAt)}</Row> : null}
            {mail.nextAttemptAt && mail.status === "queued" ? (
              <Row label="Next attempt">{formatDateTime(mail.nextAttemptAt)}</Row>
            ) : null}
            <Row label="To">{mail.to.join(", ")}</Row>
            {mail.replyTo ? <Row label="Reply-To">{mail.replyTo}</Row> : null}
            <Row label="Message-ID">
              <span className="font-mono text-xs break-all">{mail.messageId}</span>
            </Row>
          </dl>
        </Card>
        <Card
          title="Content"
          actions={
            <FilterTabs
              label="Show"
              options={[
                { value: "html", label: "HTML" },
                { value: "text", label: "Text" },
              ]}
              value={view}
              onChange={setView}
            />
          }
        >
          {view === "html" ? (
            <iframe
              title="The mail as it is sent"
              sandbox=""
              srcDoc={mail.html}
              className="h-[760px] w-full rounded-xl border border-stone/60 bg-white"
              data-testid="mail-preview"
            />
          ) : (
            <pre className="max-h-[760px] overflow-auto whitespace-pre-wrap rounded-xl bg-sand/40 p-4 font-mono text-xs leading-relaxed text-ink">
              {mail.text}
            </pre>
          )}
        </Card>
      </div>
    </>
  );
}
