import { useState } from "react";
import { Card, CardAlert } from "../../components/ui/card";
import { control } from "../../components/ui/field";
import { SearchField } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, td } from "../../components/ui/table";
import { useT } from "../../i18n/use-t";
import { formatDate } from "../../lib/format";
import { useDebounced } from "../../lib/use-debounced";
import { loadErrorMessage } from "../../state/api";
import { useGetSubscribersQuery } from "./admin-api";
import { ExportCsvButton } from "./export-csv-button";

/** The newsletter's subscribers (/admin/shop?tab=subscribers), searchable and exported as CSV. */
export function Subscribers() {
  const t = useT();
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, isFetching: loading, error } = useGetSubscribersQuery({ search: term, page, limit: 50 });

  return (
    <Card
      padded={false}
      title={t("admin.subscribers.title")}
      actions={
        <div className="flex items-center gap-2">
          <SearchField
            label={t("admin.subscribers.search")}
            placeholder={t("admin.subscribers.searchPlaceholder")}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            className="relative hidden sm:block"
            inputClassName={`${control} w-56`}
          />
          <ExportCsvButton path="/api/admin/subscribers/export.csv" fileName="avlu-subscribers.csv" />
        </div>
      }
    >
      <CardAlert message={loadErrorMessage(error, loading, t("admin.subscribers.loadFailed"))} />
      <ListBody
        loading={loading && !data}
        empty={!data || data.subscribers.length === 0}
        emptyText={term ? t("admin.subscribers.noMatch") : t("admin.subscribers.none")}
      >
        <DataTable columns={[t("admin.subscribers.col.email"), t("admin.subscribers.col.subscribed")]} busy={loading}>
          {data?.subscribers.map((s) => (
            <tr key={s._id}>
              <td className={td}>{s.email}</td>
              <td className={`${td} text-muted`}>{formatDate(s.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      </ListBody>
      <Pagination
        data={data}
        nouns={[t("admin.subscribers.noun.one"), t("admin.subscribers.noun.other")]}
        onPage={setPage}
      />
    </Card>
  );
}
