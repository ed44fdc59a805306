import { ArrowLeft, Send } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { btnPrimary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { FilterTabs } from "../../components/ui/filters";
import { Loading } from "../../components/ui/table";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { isAborted, queryErrorMessage } from "../../state/api";
import { useGetMailQuery, useResendMailMutation } from "./admin-api";
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS, MailStatusBadge } from "./mail-ui";

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
  const t = useT();
  const { id = "" } = useParams();
  const { currentData: mail, error: loadError } = useGetMailQuery(id);
  const error =
    loadError && !isAborted(loadError) ? queryErrorMessage(loadError, t("admin.mailDetail.loadFailed")) : null;
  const [view, setView] = useState<"html" | "text">("html");
  const [resendMail, { isLoading: busy }] = useResendMailMutation();

  const back = (
    <Link to={paths.adminMail} className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden="true" /> {t("admin.mailDetail.back")}
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
      toast.success(
        result.data._id === mail._id ? t("admin.mailDetail.queuedAgain") : t("admin.mailDetail.newCopyQueued"),
      );
    } else {
      toast.error(queryErrorMessage(result.error, t("admin.mailDetail.resendFailed")));
    }
  };

  return (
    <>
      <div className="mb-4">{back}</div>
      <PageHeader
        title={mail.subject}
        description={t("admin.mailDetail.description", {
          kind: t(MAIL_KIND_LABELS[mail.kind]),
          to: mail.to.join(", "),
        })}
        actions={
          <button
            type="button"
            className={btnPrimary}
            onClick={() => void resend()}
            disabled={busy || mail.status === "sending"}
          >
            <Send className="size-4" aria-hidden="true" />
            {mail.status === "sent" ? t("admin.mailDetail.sendAgain") : t("admin.mailDetail.resendNow")}
          </button>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <Card title={t("admin.mailDetail.delivery")} className="self-start">
          <dl className="divide-y divide-stone/50" data-testid="mail-delivery">
            <Row label={t("admin.mailDetail.status")}>
              <MailStatusBadge status={mail.status} />{" "}
              <span className="sr-only">{t(MAIL_STATUS_LABELS[mail.status])}</span>
            </Row>
            {mail.lastError ? <Row label={t("admin.mailDetail.lastAnswer")}>{mail.lastError}</Row> : null}
            <Row label={t("admin.mailDetail.attempts")}>{mail.attempts}</Row>
            <Row label={t("admin.mailDetail.written")}>{formatDateTime(mail.createdAt)}</Row>
            {mail.sentAt ? <Row label={t("admin.mailDetail.sent")}>{formatDateTime(mail.sentAt)}</Row> : null}
            {mail.nextAttemptAt && mail.status === "queued" ? (
              <Row label={t("admin.mailDetail.nextAttempt")}>{formatDateTime(mail.nextAttemptAt)}</Row>
            ) : null}
            <Row label={t("admin.mailDetail.to")}>{mail.to.join(", ")}</Row>
            {mail.replyTo ? <Row label={t("admin.mailDetail.replyTo")}>{mail.replyTo}</Row> : null}
            <Row label={t("admin.mailDetail.messageId")}>
              <span className="font-mono text-xs break-all">{mail.messageId}</span>
            </Row>
          </dl>
        </Card>
        <Card
          title={t("admin.mailDetail.content")}
          actions={
            <FilterTabs
              label={t("admin.mailDetail.show")}
              options={[
                { value: "html", label: t("admin.mailDetail.html") },
                { value: "text", label: t("admin.mailDetail.text") },
              ]}
              value={view}
              onChange={setView}
            />
          }
        >
          {view === "html" ? (
            <iframe
              title={t("admin.mailDetail.preview")}
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
