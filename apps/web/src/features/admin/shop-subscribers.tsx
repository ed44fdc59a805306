import { useState } from "react";
import { Card, CardAlert } from "../../components/ui/card";
import { control } from "../../components/ui/field";
import { SearchField } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, td } from "../../components/ui/table";
import { formatDate } from "../../lib/format";
import { useDebounced } from "../../lib/use-debounced";
import { isAborted, queryErrorMessage } from "../../state/api";
import { SUBSCRIBERS_FAILED, useGetSubscribersQuery } from "./admin-api";
import { ExportCsvButton } from "./export-csv-button";

const SUBSCRIBER_COLUMNS = ["E-mail", "Subscribed"];

/** The newsletter's subscribers (/admin/shop?tab=subscribers), searchable and exported as CSV. */
export function Subscribers() {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, isFetching: loading, error } = useGetSubscribersQuery({ search: term, page, limit: 50 });

  return (
    <Card
      padded={false}
      title="Subscribers"
      actions={
        <div className="flex items-center gap-2">
          <SearchField
            label="Search subscribers"
            placeholder="E-mail"
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
      <CardAlert
        message={error && !loading && !isAborted(error) ? queryErrorMessage(error, SUBSCRIBERS_FAILED) : null}
      />
      <ListBody
        loading={loading && !data}
        empty={!data || data.subscribers.length === 0}
        emptyText={term ? "No subscriber matches." : "No subscribers yet."}
      >
        <DataTable columns={SUBSCRIBER_COLUMNS} busy={loading}>
          {data?.subscribers.map((s) => (
            <tr key={s._id}>
              <td className={td}>{s.email}</td>
              <td className={`${td} text-muted`}>{formatDate(s.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      </ListBody>
      <Pagination data={data} nouns={["subscriber", "subscribers"]} onPage={setPage} />
    </Card>
  );
}
