import type { TrGeo } from "@avlu/contract/checkout";
import type { CheckoutFormValues } from "@avlu/contract/checkout-form";
import type { ShippingAddress } from "@avlu/contract/orders";
import type { FieldErrors } from "react-hook-form";
import { Field } from "../../../components/ui/field";
import { useT } from "../../../i18n/use-t";
import { CONTACT_FIELDS, FIELD_LABELS } from "../address";
import type { FormMessage } from "../form-messages";
import { PlaceFields } from "./place-fields";

/**
 * The address part of the checkout form in screen order: name, e-mail and phone, the place
 * (country, province, district, postal code) and the street address, each with its error.
 */
export function ShippingFields({
  values,
  errors,
  message,
  geo,
  onChange,
}: {
  values: ShippingAddress;
  errors: FieldErrors<CheckoutFormValues>;
  message: FormMessage;
  geo: TrGeo | null;
  onChange(patch: Partial<ShippingAddress>): void;
}) {
  const t = useT();
  return (
    <div className="mt-6 grid gap-x-5 gap-y-6 sm:grid-cols-2">
      {CONTACT_FIELDS.map((f) => (
        <Field
          key={f.name}
          label={t(FIELD_LABELS[f.name])}
          name={f.name}
          type={f.type ?? "text"}
          autoComplete={f.autoComplete}
          required
          value={values[f.name]}
          error={message(f.name, errors[f.name])}
          onChange={(e) => onChange({ [f.name]: e.target.value })}
        />
      ))}
      <PlaceFields
        values={values}
        errors={{
          country: message("country", errors.country),
          city: message("city", errors.city),
          district: message("district", errors.district),
          postalCode: message("postalCode", errors.postalCode),
        }}
        geo={geo}
        onChange={onChange}
      />
      <Field
        label={t(FIELD_LABELS.address)}
        name="address"
        autoComplete="street-address"
        required
        value={values.address}
        error={message("address", errors.address)}
        onChange={(e) => onChange({ address: e.target.value })}
        className="sm:col-span-2"
      />
    </div>
  );
}
