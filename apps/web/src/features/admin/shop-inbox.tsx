import type { ContactMessage } from "@avlu/contract/admin";
import { CheckCircle2, Mail, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { Card, CardAlert } from "../../components/ui/card";
import { FilterTabs } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { ListBody } from "../../components/ui/table";
import { useT } from "../../i18n/use-t";
import { formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { loadErrorMessage, queryErrorMessage } from "../../state/api";
import { useGetContactMessagesQuery, useMarkContactMessageMutation } from "./admin-api";

type InboxFilter = "false" | "true" | "";

/** The contact form's messages (/admin/shop?tab=inbox), open ones first; marking one refetches the list. */
export function Inbox() {
  const t = useT();
  const [filter, setFilter] = useState<InboxFilter>("false");
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, isFetching: loading, error } = useGetContactMessagesQuery({ handled: filter, page, limit: 20 });
  const [markContactMessage] = useMarkContactMessageMutation();

  const mark = async (m: ContactMessage, handled: boolean) => {
    setBusy(m._id);
    const result = await markContactMessage({ id: m._id, handled });
    setBusy(null);
    if ("error" in result) toast.error(queryErrorMessage(result.error, t("admin.inbox.updateFailed")));
    else toast.success(handled ? t("admin.inbox.markedHandled") : t("admin.inbox.openedAgain"));
  };
  const filters: ReadonlyArray<{ value: InboxFilter; label: string }> = [
    { value: "false", label: t("admin.inbox.open") },
    { value: "true", label: t("admin.inbox.handled") },
    { value: "", label: t("admin.common.all") },
  ];
  const replyTo = (m: ContactMessage) =>
    `mailto:${m.email}?subject=${encodeURIComponent(t("admin.inbox.replySubject", { subject: m.subject }))}`;

  return (
    <Card
      padded={false}
      title={
        <span className="flex items-center gap-2">
          {t("admin.inbox.title")}
          {data ? (
            <Badge tone={data.unhandled ? "amber" : "green"}>
              {t("admin.inbox.openCount", { count: data.unhandled })}
            </Badge>
          ) : null}
        </span>
      }
      actions={
        <FilterTabs
          label={t("admin.inbox.show")}
          options={filters}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      }
    >
      <CardAlert message={loadErrorMessage(error, loading, t("admin.inbox.loadFailed"))} />
      <ListBody
        loading={loading && !data}
        empty={!data || data.messages.length === 0}
        emptyText={filter === "false" ? t("admin.inbox.noOpen") : t("admin.inbox.none")}
      >
        <ul className="divide-y divide-stone/60" aria-busy={loading}>
          {data?.messages.map((m) => (
            <li key={m._id} className="px-5 py-5" data-testid="contact-message">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{m.subject}</p>
                  <p className="text-sm text-muted">
                    {m.name} ·{" "}
                    <a href={replyTo(m)} className="text-forest hover:underline">
                      {m.email}
                    </a>{" "}
                    · {formatDateTime(m.createdAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {m.handled ? (
                    <Badge tone="green">{t("admin.inbox.handled")}</Badge>
                  ) : (
                    <Badge tone="amber">{t("admin.inbox.open")}</Badge>
                  )}
                  <a href={replyTo(m)} className={btnSecondary}>
                    <Mail className="size-4" aria-hidden="true" />
                    {t("admin.inbox.reply")}
                  </a>
                  <button
                    type="button"
                    className={m.handled ? btnSecondary : btnPrimary}
                    disabled={busy === m._id}
                    onClick={() => void mark(m, !m.handled)}
                  >
                    {m.handled ? (
                      <RotateCcw className="size-4" aria-hidden="true" />
                    ) : (
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                    )}
                    {m.handled ? t("admin.inbox.reopen") : t("admin.inbox.markHandled")}
                  </button>
                </div>
              </div>
              <p className="mt-3 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-ink/90">{m.message}</p>
            </li>
          ))}
        </ul>
      </ListBody>
      <Pagination data={data} nouns={[t("admin.inbox.noun.one"), t("admin.inbox.noun.other")]} onPage={setPage} />
    </Card>
  );
}
