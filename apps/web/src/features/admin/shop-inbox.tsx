import type { ContactMessage } from "@avlu/contract/admin";
import { CheckCircle2, Mail, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { Card, CardAlert } from "../../components/ui/card";
import { FilterTabs } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { ListBody } from "../../components/ui/table";
import { formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { isAborted, queryErrorMessage } from "../../state/api";
import {
  MESSAGE_UPDATE_FAILED,
  MESSAGES_FAILED,
  useGetContactMessagesQuery,
  useMarkContactMessageMutation,
} from "./admin-api";

const INBOX_FILTERS = [
  { value: "false", label: "Open" },
  { value: "true", label: "Handled" },
  { value: "", label: "All" },
] as const;
type InboxFilter = (typeof INBOX_FILTERS)[number]["value"];

/** The contact form's messages (/admin/shop?tab=inbox), open ones first; marking one refetches the list. */
export function Inbox() {
  const [filter, setFilter] = useState<InboxFilter>("false");
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, isFetching: loading, error } = useGetContactMessagesQuery({ handled: filter, page, limit: 20 });
  const [markContactMessage] = useMarkContactMessageMutation();

  const mark = async (m: ContactMessage, handled: boolean) => {
    setBusy(m._id);
    const result = await markContactMessage({ id: m._id, handled });
    setBusy(null);
    if ("error" in result) toast.error(queryErrorMessage(result.error, MESSAGE_UPDATE_FAILED));
    else toast.success(handled ? "Marked as handled" : "Opened again");
  };

  return (
    <Card
      padded={false}
      title={
        <span className="flex items-center gap-2">
          Messages
          {data ? <Badge tone={data.unhandled ? "amber" : "green"}>{data.unhandled} open</Badge> : null}
        </span>
      }
      actions={
        <FilterTabs
          label="Show messages"
          options={INBOX_FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      }
    >
      <CardAlert message={error && !loading && !isAborted(error) ? queryErrorMessage(error, MESSAGES_FAILED) : null} />
      <ListBody
        loading={loading && !data}
        empty={!data || data.messages.length === 0}
        emptyText={filter === "false" ? "No open messages. Everything is answered." : "No messages."}
      >
        <ul className="divide-y divide-stone/60" aria-busy={loading}>
          {data?.messages.map((m) => (
            <li key={m._id} className="px-5 py-5" data-testid="contact-message">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{m.subject}</p>
                  <p className="text-sm text-muted">
                    {m.name} ·{" "}
                    <a
                      href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                      className="text-forest hover:underline"
                    >
                      {m.email}
                    </a>{" "}
                    · {formatDateTime(m.createdAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {m.handled ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">Open</Badge>}
                  <a
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    className={btnSecondary}
                  >
                    <Mail className="size-4" aria-hidden="true" />
                    Reply
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
                    {m.handled ? "Reopen" : "Mark as handled"}
                  </button>
                </div>
              </div>
              <p className="mt-3 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-ink/90">{m.message}</p>
            </li>
          ))}
        </ul>
      </ListBody>
      <Pagination data={data} nouns={["message", "messages"]} onPage={setPage} />
    </Card>
  );
}
