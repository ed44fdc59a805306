import { ROLES, type Role } from "@avlu/contract/users-constants";
import { UserPlus } from "lucide-react";
import { type FormEvent, type InputHTMLAttributes, useState } from "react";
import { useAppSelector } from "../../app/hooks";
import { Badge } from "../../components/ui/badge";
import { btnPrimary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { useConfirm } from "../../components/ui/dialog";
import { control, FormField, InputField, selectClass } from "../../components/ui/field";
import { SearchField } from "../../components/ui/filters";
import { Options } from "../../components/ui/options";
import { DataTable, ListBody, RowDeleteButton, td } from "../../components/ui/table";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { formatDate } from "../../lib/format";
import { readItem, STORAGE_KEYS } from "../../lib/local-storage";
import { toast } from "../../lib/toast";
import { useDebounced } from "../../lib/use-debounced";
import { loadErrorMessage, queryErrorMessage } from "../../state/api";
import { selectUser } from "../../state/auth-slice";
import {
  useAddUserMutation,
  useDeleteUserMutation,
  useGetAdminUsersQuery,
  useUpdateUserRoleMutation,
} from "./admin-api";

const EMPTY_FORM = { name: "", email: "", password: "", role: "customer" as Role };

/** The add-user form's required text inputs (`new-user-<key>`), told apart by these attributes. */
const NEW_USER_INPUTS: ReadonlyArray<{
  key: "name" | "email" | "password";
  label: MessageKey;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "minLength" | "maxLength" | "autoComplete">;
}> = [
  { key: "name", label: "admin.users.name", input: { maxLength: 100, autoComplete: "off" } },
  { key: "email", label: "admin.users.email", input: { type: "email", autoComplete: "off" } },
  {
    key: "password",
    label: "admin.users.password",
    input: { type: "password", minLength: 8, autoComplete: "new-password" },
  },
];

export default function AdminUsersPage() {
  const t = useT();
  const me = useAppSelector(selectUser);
  const [hasToken] = useState(() => Boolean(readItem(STORAGE_KEYS.token)));
  const [form, setForm] = useState(EMPTY_FORM);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 250);
  const { confirm, dialog } = useConfirm();
  const { data, isFetching: loading, error: loadError } = useGetAdminUsersQuery(term, { skip: !hasToken });
  const error = loadErrorMessage(loadError, loading, t("admin.users.fetchFailed"));
  const users = data ?? [];
  const [addUser, { isLoading: adding }] = useAddUserMutation();
  const [updateUserRole] = useUpdateUserRoleMutation();
  const [deleteUser] = useDeleteUserMutation();

  if (!hasToken) {
    return (
      <>
        <PageHeader title={t("admin.users.title")} />
        <AlertBanner>{t("admin.users.noToken")}</AlertBanner>
      </>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const result = await addUser(form);
    if (result.data) {
      toast.success(t("admin.users.added", { name: result.data.name, role: result.data.role }));
      setForm(EMPTY_FORM);
    } else {
      setAlert(t("admin.users.addFailed", { message: queryErrorMessage(result.error, t("admin.users.serverError")) }));
    }
  };

  const changeRole = async (id: string, role: Role) => {
    setAlert(null);
    setBusy(id);
    const result = await updateUserRole({ id, role });
    setBusy(null);
    if (result.data) toast.success(t("admin.users.roleChanged", { name: result.data.name, role }));
    else {
      const message = queryErrorMessage(result.error, t("admin.users.updateRoleFailed"));
      setAlert(t("admin.users.roleFailed", { message }));
    }
  };

  const remove = async (id: string) => {
    if (!(await confirm(t("admin.users.confirmDelete")))) return;
    setAlert(null);
    setBusy(id);
    const result = await deleteUser(id);
    setBusy(null);
    if ("error" in result) {
      const message = queryErrorMessage(result.error, t("admin.users.deleteFailed"));
      setAlert(t("admin.users.deleteFailedWith", { message }));
    } else toast.success(t("admin.users.deleted"));
  };

  return (
    <>
      <PageHeader title={t("admin.users.title")} description={t("admin.users.description")} />
      {alert ? <AlertBanner>{alert}</AlertBanner> : null}
      {error ? <AlertBanner>{error}</AlertBanner> : null}

      <Card title={t("admin.users.addTitle")} className="mb-6">
        <form
          onSubmit={submit}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-[1fr_1fr_1fr_160px_auto] xl:items-end"
        >
          {NEW_USER_INPUTS.map(({ key, label, input }) => (
            <InputField
              key={key}
              id={`new-user-${key}`}
              label={t(label)}
              required
              value={form[key]}
              onChange={(value) => setForm({ ...form, [key]: value })}
              {...input}
            />
          ))}
          <FormField label={t("admin.users.role")} htmlFor="new-user-role">
            <select
              id="new-user-role"
              className={selectClass}
              value={form.role}
              onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
            >
              <Options values={ROLES} />
            </select>
          </FormField>
          <button type="submit" className={btnPrimary} disabled={adding}>
            <UserPlus className="size-4" aria-hidden="true" />
            {adding ? t("admin.users.adding") : t("admin.users.add")}
          </button>
        </form>
      </Card>

      <Card
        padded={false}
        title={t("admin.users.all")}
        actions={
          <SearchField
            label={t("admin.users.search")}
            placeholder={t("admin.users.searchPlaceholder")}
            value={search}
            onChange={setSearch}
            className="relative block w-56"
          />
        }
      >
        <ListBody loading={loading && users.length === 0} empty={users.length === 0} emptyText={t("admin.users.empty")}>
          <DataTable
            columns={[
              t("admin.users.col.name"),
              t("admin.users.col.email"),
              t("admin.users.col.role"),
              t("admin.users.col.joined"),
            ]}
            actions
            minWidth="min-w-[640px]"
          >
            {users.map((u) => {
              const self = u._id === me?._id;
              return (
                <tr key={u._id} data-testid={`user-row-${u.email}`} className="hover:bg-sand/40">
                  <td className={td}>
                    <span className="font-medium">{u.name}</span>
                    {self ? (
                      <span className="ml-2">
                        <Badge tone="brass">{t("admin.users.you")}</Badge>
                      </span>
                    ) : null}
                  </td>
                  <td className={`${td} text-muted`}>{u.email}</td>
                  <td className={td}>
                    <select
                      aria-label={t("admin.users.roleOf", { name: u.name })}
                      className={`${control} w-32 py-1.5`}
                      value={u.role}
                      disabled={self || busy === u._id}
                      title={self ? t("admin.users.ownRole") : undefined}
                      onChange={(e) => void changeRole(u._id, e.target.value as Role)}
                    >
                      <Options values={ROLES} />
                    </select>
                  </td>
                  <td className={`${td} text-muted`}>{formatDate(u.createdAt)}</td>
                  <td className={`${td} text-right`}>
                    <RowDeleteButton
                      label={t("admin.users.deleteUser", { name: u.name })}
                      title={self ? t("admin.users.ownAccount") : t("admin.common.delete")}
                      disabled={self || busy === u._id}
                      onClick={() => void remove(u._id)}
                    />
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </ListBody>
      </Card>
      {dialog}
    </>
  );
}
