import { MAIL_STATUSES, type MailStatus } from "@avlu/contract/mail";
import { Link } from "react-router";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { FilterTabs, withAll } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, td } from "../../components/ui/table";
import { to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { formatDateTime } from "../../lib/format";
import { loadErrorMessage } from "../../state/api";
import { useGetMailsQuery } from "./admin-api";
import { MAIL_KIND_LABELS, MAIL_STATUS_NAMES, MailStatusBadge, TestMailForm } from "./mail-ui";
import { useUrlFilters } from "./use-url-filters";

const PAGE_SIZE = 25;

/** /admin/mail: the outbox, newest first, filtered by status and paged; a mail opens on its own page. */
export default function AdminMailPage() {
  const t = useT();
  const { params, page, update, setPage } = useUrlFilters();
  const status = MAIL_STATUSES.find((s) => s === params.get("status")) ?? "";
  const {
    data,
    isFetching: loading,
    error: loadError,
  } = useGetMailsQuery({
    ...(status ? { status } : {}),
    page: String(page),
    limit: String(PAGE_SIZE),
  });
  const error = loadErrorMessage(loadError, loading, t("admin.mail.loadFailed"));

  const label = (s: MailStatus) =>
    data ? t("admin.mail.filter", { status: t(MAIL_STATUS_NAMES[s]), count: data.counts[s] }) : t(MAIL_STATUS_NAMES[s]);
  const filters = withAll(t("admin.common.all"), MAIL_STATUSES, label);
  const column = {
    mail: t("admin.mail.col.mail"),
    date: t("admin.mail.col.date"),
    kind: t("admin.mail.col.kind"),
    status: t("admin.mail.col.status"),
    attempts: t("admin.mail.col.attempts"),
  };
  const mails = data?.mails ?? [];

  return (
    <>
      <PageHeader title={t("admin.mail.title")} description={t("admin.mail.description")} actions={<TestMailForm />} />
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      {data && !data.smtpConfigured ? <AlertBanner tone="info">{t("admin.mail.noSmtp")}</AlertBanner> : null}
      <Card padded={false}>
        <div className="border-b border-stone/60 p-4">
          <FilterTabs
            label={t("admin.common.filterByStatus")}
            options={filters}
            value={status}
            onChange={(value) => update({ status: value })}
            className="flex gap-1 overflow-x-auto"
          />
        </div>
        <ListBody loading={loading && !data} empty={mails.length === 0} emptyText={t("admin.mail.empty")}>
          <DataTable
            columns={Object.values(column)}
            alignRight={[column.attempts]}
            minWidth="min-w-[820px]"
            busy={loading}
          >
            {mails.map((m) => (
              <tr key={m._id} className="hover:bg-sand/40" data-testid="mail-row">
                <td className={`${td} max-w-[24rem]`}>
                  <Link to={to("adminMailItem", { id: m._id })} className="font-medium hover:underline">
                    {m.subject}
                  </Link>
                  <span className="mt-0.5 block truncate text-xs text-muted" title={m.to.join(", ")}>
                    {t("admin.mail.to", { to: m.to.join(", ") })}
                  </span>
                </td>
                <td className={`${td} whitespace-nowrap text-muted`}>{formatDateTime(m.createdAt)}</td>
                <td className={`${td} whitespace-nowrap text-muted`}>{t(MAIL_KIND_LABELS[m.kind])}</td>
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
        <Pagination data={data} nouns={[t("admin.mail.noun.one"), t("admin.mail.noun.other")]} onPage={setPage} />
      </Card>
    </>
  );
}
