import type { SavedAddress, SavedAddressInput } from "@avlu/contract/checkout";
import { TURKEY } from "@avlu/contract/tr-address";
import { type FormEvent, useState } from "react";
import { capsLink, primaryButton, secondaryButton } from "../../../components/ui/button";
import { CheckboxField, Field, FormError } from "../../../components/ui/field";
import type { MessageKey } from "../../../i18n/i18n";
import { useT } from "../../../i18n/use-t";
import { toast } from "../../../lib/toast";
import {
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSaveAddressMutation,
  useTrGeo,
} from "../../../state/checkout-api";
import { PlaceFields, type PlaceValues, usePlaceErrors } from "../../checkout/components/place-fields";
import { savedAddressLine } from "../../checkout/components/saved-address-picker";
import { useServerText } from "../form-text";

/*
 * /profile: the shopper's saved addresses (ADR 1904): add, edit, delete, make default. Turkish
 * addresses take the province and district from the list and a postal code that fits.
 */

type Draft = Omit<SavedAddressInput, "isDefault"> & { isDefault: boolean };
const EMPTY: Draft = {
  label: "",
  firstName: "",
  lastName: "",
  phone: "",
  country: TURKEY,
  city: "",
  district: "",
  address: "",
  postalCode: "",
  isDefault: false,
};
const TEXT_FIELDS = [
  { name: "label", label: "auth.address.label", required: null },
  { name: "firstName", label: "auth.address.firstName", required: "auth.address.firstNameRequired" },
  { name: "lastName", label: "auth.address.lastName", required: "auth.address.lastNameRequired" },
  { name: "phone", label: "auth.address.phone", required: "auth.address.phoneRequired" },
] as const satisfies ReadonlyArray<{ name: keyof Draft; label: MessageKey; required: MessageKey | null }>;

function AddressForm({
  initial,
  onSaved,
  onCancel,
  id,
}: {
  initial: Draft;
  onSaved: () => void;
  onCancel: () => void;
  id: string | null;
}) {
  const t = useT();
  const serverText = useServerText();
  const geo = useTrGeo();
  const placeErrors = usePlaceErrors();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useSaveAddressMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<keyof Draft, string>> = { ...placeErrors(draft as PlaceValues, geo) };
    for (const f of TEXT_FIELDS) if (f.required && !draft[f.name].trim()) next[f.name] = t(f.required);
    if (!draft.address.trim()) next.address = t("auth.address.addressRequired");
    if (!draft.city.trim() && !next.city) next.city = t("auth.address.cityRequired");
    if (!draft.postalCode.trim()) next.postalCode = t("auth.address.postalCodeRequired");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await save({ id, address: draft }).unwrap();
      toast.success(t("auth.address.saved"));
      onSaved();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(id ? "auth.address.edit" : "auth.address.new")}
      className="mt-6 space-y-5"
    >
      <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <Field
            key={f.name}
            id={`address-${f.name}`}
            label={t(f.label)}
            name={f.name}
            required={f.required !== null}
            value={draft[f.name]}
            error={errors[f.name]}
            onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
          />
        ))}
        <PlaceFields
          idPrefix="address"
          values={draft}
          errors={errors}
          geo={geo}
          onChange={(patch) => setDraft({ ...draft, ...patch })}
        />
        <Field
          id="address-address"
          label={t("auth.address.address")}
          name="address"
          required
          value={draft.address}
          error={errors.address}
          onChange={(e) => setDraft({ ...draft, address: e.target.value })}
          className="sm:col-span-2"
        />
      </div>
      <CheckboxField
        label={t("auth.address.useAsDefault")}
        checked={draft.isDefault}
        onChange={(isDefault) => setDraft({ ...draft, isDefault })}
        className="flex items-center gap-3 text-sm text-ink"
      />
      <FormError message={error ? serverText(error, "auth.address.saveFailed") : null} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t("auth.busySaving") : t("auth.address.submit")}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("auth.address.cancel")}
        </button>
      </div>
    </form>
  );
}

export function SavedAddresses() {
  const t = useT();
  const serverText = useServerText();
  const { data: list, error: loadError } = useGetAddressesQuery();
  const [editing, setEditing] = useState<SavedAddress | "new" | null>(null);
  const [save] = useSaveAddressMutation();
  const [del] = useDeleteAddressMutation();

  async function remove(a: SavedAddress) {
    try {
      await del(a._id).unwrap();
      toast.success(t("auth.address.deleted"));
    } catch (err) {
      toast.error(serverText(err, "auth.address.deleteFailed"));
    }
  }
  async function makeDefault(a: SavedAddress) {
    const { _id, createdAt: _c, updatedAt: _u, ...rest } = a;
    try {
      await save({ id: _id, address: { ...rest, isDefault: true } }).unwrap();
    } catch (err) {
      toast.error(serverText(err, "auth.address.saveFailed"));
    }
  }

  if (loadError) return <FormError message={serverText(loadError, "auth.address.loadFailed")} />;
  if (!list)
    return (
      <p role="status" className="text-sm text-muted">
        {t("auth.address.loading")}
      </p>
    );
  return (
    <div>
      {list.length === 0 && !editing && <p className="text-sm text-muted">{t("auth.address.none")}</p>}
      <ul className="space-y-3">
        {list.map((a) => (
          <li key={a._id} className="rounded-sm border border-stone/80 px-4 py-3 text-sm" data-testid="saved-address">
            <p className="font-medium text-ink">
              {a.label || `${a.firstName} ${a.lastName}`}
              {a.isDefault && <span className="ml-2 text-xs text-forest">{t("auth.address.default")}</span>}
            </p>
            <p className="mt-1 text-xs text-muted">{savedAddressLine(a)}</p>
            <div className="mt-2 flex flex-wrap gap-4">
              <button type="button" className={capsLink} onClick={() => setEditing(a)}>
                {t("auth.address.editButton")}
              </button>
              {!a.isDefault && (
                <button type="button" className={capsLink} onClick={() => makeDefault(a)}>
                  {t("auth.address.makeDefault")}
                </button>
              )}
              <button
                type="button"
                className={capsLink}
                onClick={() => remove(a)}
                aria-label={t("auth.address.deleteOne", { name: a.label || a.address })}
              >
                {t("auth.address.delete")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm
          key={editing === "new" ? "new" : editing._id}
          id={editing === "new" ? null : editing._id}
          initial={editing === "new" ? { ...EMPTY, isDefault: list.length === 0 } : { ...EMPTY, ...editing }}
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className={`${secondaryButton} mt-5`} onClick={() => setEditing("new")}>
          {t("auth.address.add")}
        </button>
      )}
    </div>
  );
}
