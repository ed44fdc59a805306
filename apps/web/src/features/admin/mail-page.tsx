import { MAIL_KIND_LABELS, MAIL_STATUSES, type MailStatus } from "@avlu/contract/mail";
import { Link } from "react-router";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { FilterTabs } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, td } from "../../components/ui/table";
import { to } from "../../config/paths";
import { formatDateTime } from "../../lib/format";
import { isAborted, queryErrorMessage } from "../../state/api";
import { MAILS_FAILED, useGetMailsQuery } from "./admin-api";
import { MailStatusBadge, TestMailForm } from "./mail-ui";
import { useUrlFilters } from "./use-url-filters";

export const NO_MAILS = "No mails found";
const PAGE_SIZE = 25;
const COLUMNS = ["Mail", "Date", "Kind", "Status", "Attempts"];

/** /admin/mail: the outbox, newest first, filtered by status and paged; a mail opens on its own page. */
export default function AdminMailPage() {
  const { params, page, update } = useUrlFilters();
  const status = MAIL_STATUSES.find((s) => s === params.get("status")) ?? "";
  const {
    data,
    isFetching: loading,
    error,
  } = useGetMailsQuery({
    ...(status ? { status } : {}),
    page: String(page),
    limit: String(PAGE_SIZE),
  });

  const count = (s: MailStatus) => (data ? ` (${data.counts[s]})` : "");
  const filters = [
    { value: "" as const, label: "All" },
    ...MAIL_STATUSES.map((s) => ({ value: s, label: `${s[0]?.toUpperCase()}${s.slice(1)}${count(s)}` })),
  ];
  const mails = data?.mails ?? [];

  return (
    <>
      <PageHeader
        title="Mail"
        description="Every mail the shop sends: order and account mails to shoppers, notices to your order mailboxes."
        actions={<TestMailForm />}
      />
      {error && !loading && !isAborted(error) ? (
        <AlertBanner>{queryErrorMessage(error, MAILS_FAILED)}</AlertBanner>
      ) : null}
      {data && !data.smtpConfigured ? (
        <AlertBanner tone="info">
          No SMTP server is configured (SMTP_URL): mails are kept here as held and go out as soon as one is configured.
        </AlertBanner>
      ) : null}
      <Card padded={false}>
        <div className="border-b border-stone/60 p-4">
          <FilterTabs
            label="Filter by status"
            options={filters}
            value={status}
            onChange={(value) => update({ status: value })}
            className="flex gap-1 overflow-x-auto"
          />
        </div>
        <ListBody loading={loading && !data} empty={mails.length === 0} emptyText={NO_MAILS}>
          <DataTable columns={COLUMNS} alignRight={["Attempts"]} minWidth="min-w-[820px]" busy={loading}>
            {mails.map((m) => (
              <tr key={m._id} className="hover:bg-sand/40" data-testid="mail-row">
                <td className={`${td} max-w-[24rem]`}>
                  <Link to={to("adminMailItem", { id: m._id })} className="font-medium hover:underline">
                    {m.subject}
                  </Link>
                  <span className="mt-0.5 block truncate text-xs text-muted" title={m.to.join(", ")}>
                    To {m.to.join(", ")}
                  </span>
                </td>
                <td className={`${td} whitespace-nowrap text-muted`}>{formatDateTime(m.createdAt)}</td>
                <td className={`${td} whitespace-nowrap text-muted`}>{MAIL_KIND_LABELS[m.kind]}</td>
                <td className={td}>
                  <MailStatusBadge status={m.status} />
                  {m.lastError && m.status !== "sent" ? (
                    <span className="mt-1 block max-w-[16rem] truncate text-xs text-muted" title={m.lastError}>
                      {m.lastError}
                    </span>
                  ) : null}
                </td>
                <td className={`${td} text-right tabular-nums`}>{m.attempts}</td>
              </tr>
            ))}
          </DataTable>
        </ListBody>
        <Pagination data={data} nouns={["mail", "mails"]} onPage={(n) => update({ page: String(n) })} />
      </Card>
    </>
  );
}
