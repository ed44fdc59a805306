import type { TrGeo } from "@avlu/contract/checkout";
import { findProvince, isTurkey, type PostalCodeRule, postalCodeRule } from "@avlu/contract/tr-address";
import { useCallback } from "react";
import { Field, fieldBinder } from "../../../components/ui/field";
import type { MessageKey } from "../../../i18n/i18n";
import { useT } from "../../../i18n/use-t";

/*
 * Where an address is (ADR 1900): the country, then for Türkiye the province and its district
 * chosen from the list (no free text) and the postal code; elsewhere the city as typed. Shared by
 * the checkout and the saved addresses of /profile (whose page loads the `checkout` part for it).
 */

export interface PlaceValues {
  country: string;
  city: string;
  district: string;
  postalCode: string;
}
type PlaceField = keyof PlaceValues;

const selectClass =
  "mt-2 block h-12 w-full scroll-mt-56 rounded-sm border border-stone bg-white/70 px-3 text-[15px] text-ink transition-colors hover:border-muted focus:border-ink aria-[invalid=true]:border-danger disabled:opacity-60";
const labelClass = "block text-[11px] font-medium tracking-[0.18em] text-muted uppercase";

function Select({
  name,
  label,
  value,
  options,
  placeholder,
  error,
  disabled,
  onChange,
  idPrefix,
}: {
  name: PlaceField;
  label: string;
  value: string;
  options: readonly string[];
  placeholder: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={selectClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The place fields typed as text (the others are chosen from lists): label and the browser's autofill hint. */
const TYPED = {
  country: { label: "checkout.field.country", autoComplete: "country-name" },
  city: { label: "checkout.field.city", autoComplete: "address-level2" },
  postalCode: { label: "checkout.field.postalCode", autoComplete: "postal-code" },
} as const satisfies Partial<Record<PlaceField, { label: MessageKey; autoComplete: string }>>;
type TypedField = keyof typeof TYPED;

export function PlaceFields({
  values,
  errors,
  geo,
  onChange,
  idPrefix = "field",
}: {
  values: PlaceValues;
  errors: Partial<Record<PlaceField, string>>;
  geo: TrGeo | null;
  onChange: (patch: Partial<PlaceValues>) => void;
  idPrefix?: string;
}) {
  const t = useT();
  const turkey = isTurkey(values.country);
  const province = turkey && geo ? findProvince(geo.provinces, values.city) : undefined;
  const field = fieldBinder(values, errors, onChange);
  const typed = (name: TypedField, extra?: { className?: string; inputMode?: "numeric" | undefined }) => (
    <Field
      id={`${idPrefix}-${name}`}
      label={t(TYPED[name].label)}
      autoComplete={TYPED[name].autoComplete}
      {...extra}
      required
      {...field(name)}
    />
  );
  return (
    <>
      {typed("country", { className: "sm:col-span-2" })}
      {turkey ? (
        <>
          <Select
            idPrefix={idPrefix}
            name="city"
            label={t("checkout.field.province")}
            value={province?.name ?? ""}
            options={geo?.provinces.map((p) => p.name) ?? []}
            placeholder={geo ? t("checkout.place.chooseProvince") : t("checkout.place.loadingProvinces")}
            error={errors.city}
            disabled={!geo}
            onChange={(city) => onChange({ city, district: "" })}
          />
          <Select
            idPrefix={idPrefix}
            name="district"
            label={t("checkout.field.district")}
            value={province?.districts.includes(values.district) ? values.district : ""}
            options={province?.districts ?? []}
            placeholder={province ? t("checkout.place.chooseDistrict") : t("checkout.place.provinceFirst")}
            error={errors.district}
            disabled={!province}
            onChange={(district) => onChange({ district })}
          />
        </>
      ) : (
        typed("city")
      )}
      {typed("postalCode", { inputMode: turkey ? "numeric" : undefined })}
    </>
  );
}

const POSTAL_MESSAGES: Record<PostalCodeRule, MessageKey> = {
  postalDigits: "checkout.error.postalDigits",
  postalPlate: "checkout.error.postalPlate",
  postalProvince: "checkout.error.postalProvince",
};

/**
 * The Turkish checks of an address in the page's language (empty when it holds together or is
 * abroad), for /profile's saved addresses: the rules of `tr-address.ts` in the checkout's words. The
 * checkout itself checks with the contract's form schema (`@avlu/contract/checkout-form`).
 */
export function usePlaceErrors(): (values: PlaceValues, geo: TrGeo | null) => Partial<Record<PlaceField, string>> {
  const t = useT();
  return useCallback(
    (values: PlaceValues, geo: TrGeo | null) => {
      if (!isTurkey(values.country) || !geo) return {};
      const errors: Partial<Record<PlaceField, string>> = {};
      const province = findProvince(geo.provinces, values.city);
      if (!province) errors.city = t("checkout.error.province");
      else if (!province.districts.includes(values.district)) errors.district = t("checkout.error.district");
      const rule = values.postalCode.trim() ? postalCodeRule(values.postalCode, province) : null;
      if (rule) {
        errors.postalCode = t(POSTAL_MESSAGES[rule], { province: province?.name ?? "", code: province?.code ?? "" });
      }
      return errors;
    },
    [t],
  );
}
