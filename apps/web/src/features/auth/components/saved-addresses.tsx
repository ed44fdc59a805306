import type { SavedAddress, SavedAddressInput } from "@avlu/contract/checkout";
import { TURKEY } from "@avlu/contract/tr-address";
import { type FormEvent, useState } from "react";
import { capsLink, primaryButton, secondaryButton } from "../../../components/ui/button";
import { Field, FormError } from "../../../components/ui/field";
import { toast } from "../../../lib/toast";
import { queryErrorMessage } from "../../../state/api";
import {
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSaveAddressMutation,
  useTrGeo,
} from "../../../state/checkout-api";
import { PlaceFields, type PlaceValues, placeErrors } from "../../checkout/components/place-fields";
import { savedAddressLine } from "../../checkout/components/saved-address-picker";

/*
 * /profile: the shopper's saved addresses (ADR 1904): add, edit, delete, make default. Turkish
 * addresses take the province and district from the list and a postal code that fits.
 */

export const ADDRESSES_FAILED = "Failed to load your addresses";
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
  { name: "label", label: "Label (e.g. Home, Office)", required: false },
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "phone", label: "Phone", required: true },
] as const;

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
  const geo = useTrGeo();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useSaveAddressMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<keyof Draft, string>> = { ...placeErrors(draft as PlaceValues, geo) };
    for (const f of TEXT_FIELDS) if (f.required && !draft[f.name].trim()) next[f.name] = `${f.label} is required`;
    if (!draft.address.trim()) next.address = "Address is required";
    if (!draft.city.trim() && !next.city) next.city = "City is required";
    if (!draft.postalCode.trim()) next.postalCode = "Postal code is required";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await save({ id, address: draft }).unwrap();
      toast.success("Address saved");
      onSaved();
    } catch (err) {
      setError(queryErrorMessage(err, "The address could not be saved"));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={id ? "Edit address" : "New address"} className="mt-6 space-y-5">
      <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <Field
            key={f.name}
            id={`address-${f.name}`}
            label={f.label}
            name={f.name}
            required={f.required}
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
          label="Address"
          name="address"
          required
          value={draft.address}
          error={errors.address}
          onChange={(e) => setDraft({ ...draft, address: e.target.value })}
          className="sm:col-span-2"
        />
      </div>
      <label className="flex items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={draft.isDefault}
          onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })}
          className="size-4 accent-forest"
        />
        Use as my default address
      </label>
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Saving..." : "Save address"}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function SavedAddresses() {
  const { data: list, error: loadError } = useGetAddressesQuery();
  const [editing, setEditing] = useState<SavedAddress | "new" | null>(null);
  const [save] = useSaveAddressMutation();
  const [del] = useDeleteAddressMutation();

  async function remove(a: SavedAddress) {
    try {
      await del(a._id).unwrap();
      toast.success("Address deleted");
    } catch (err) {
      toast.error(queryErrorMessage(err, "The address could not be deleted"));
    }
  }
  async function makeDefault(a: SavedAddress) {
    const { _id, createdAt: _c, updatedAt: _u, ...rest } = a;
    try {
      await save({ id: _id, address: { ...rest, isDefault: true } }).unwrap();
    } catch (err) {
      toast.error(queryErrorMessage(err, "The address could not be saved"));
    }
  }

  if (loadError) return <FormError message={queryErrorMessage(loadError, ADDRESSES_FAILED)} />;
  if (!list)
    return (
      <p role="status" className="text-sm text-muted">
        Loading addresses...
      </p>
    );
  return (
    <div>
      {list.length === 0 && !editing && <p className="text-sm text-muted">No saved addresses yet.</p>}
      <ul className="space-y-3">
        {list.map((a) => (
          <li key={a._id} className="rounded-sm border border-stone/80 px-4 py-3 text-sm" data-testid="saved-address">
            <p className="font-medium text-ink">
              {a.label || `${a.firstName} ${a.lastName}`}
              {a.isDefault && <span className="ml-2 text-xs text-forest">Default</span>}
            </p>
            <p className="mt-1 text-xs text-muted">{savedAddressLine(a)}</p>
            <div className="mt-2 flex flex-wrap gap-4">
              <button type="button" className={capsLink} onClick={() => setEditing(a)}>
                Edit
              </button>
              {!a.isDefault && (
                <button type="button" className={capsLink} onClick={() => makeDefault(a)}>
                  Make default
                </button>
              )}
              <button
                type="button"
                className={capsLink}
                onClick={() => remove(a)}
                aria-label={`Delete ${a.label || a.address}`}
              >
                Delete
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
          Add an address
        </button>
      )}
    </div>
  );
}
