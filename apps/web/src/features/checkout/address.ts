import type { SavedAddress } from "@avlu/contract/checkout";
import { type ShippingAddress, shippingAddressSchema } from "@avlu/contract/orders";
import { TURKEY } from "@avlu/contract/tr-address";
import { savedAddress } from "./checkout-storage";

export type AddressField = keyof ShippingAddress;

/** The checkout form of SPEC §3, in screen order, with its labels and browser autofill names. */
export const ADDRESS_FIELDS: ReadonlyArray<{
  name: AddressField;
  label: string;
  autoComplete: string;
  type?: string;
  wide?: boolean;
}> = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel" },
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "postalCode", label: "Postal code", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name", wide: true },
];

/** The fields of the place (country, province or city, district, postal code): PlaceFields draws them. */
export const PLACE_FIELDS: ReadonlySet<AddressField> = new Set(["country", "city", "district", "postalCode"]);

const LABELS = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f.name, f.label])) as Record<AddressField, string>;

export const EMPTY_ADDRESS: ShippingAddress = {
  firstName: "",
  lastName: "",
  email: "",
  address: "",
  city: "",
  district: "",
  postalCode: "",
  country: "",
  phone: "",
};

/**
 * Every field required (SPEC §5), checked with the server's own schema; one readable message
 * per field ("City is required", "Please enter a valid email address").
 */
export function addressErrors(values: ShippingAddress): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const f of ADDRESS_FIELDS) {
    if (!values[f.name].trim()) errors[f.name] = `${f.label} is required`;
  }
  const parsed = shippingAddressSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AddressField | undefined;
      if (!field || errors[field]) continue;
      const label = LABELS[field];
      errors[field] =
        field === "email"
          ? "Please enter a valid email address"
          : issue.code === "too_big"
            ? `${label} is too long`
            : issue.code === "too_small"
              ? `${label} is too short`
              : field === "phone"
                ? "Phone may contain digits, spaces, +, ( ) and - only"
                : `${label} is not valid`;
    }
  }
  return errors;
}

export function trimmed(values: ShippingAddress): ShippingAddress {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as ShippingAddress;
}

/** A first guess from the account: name split in two, the account's e-mail, Türkiye. */
export function initialAddress(user: { name: string; email: string } | null): ShippingAddress {
  const saved = savedAddress();
  if (saved) return { ...EMPTY_ADDRESS, ...saved };
  const [firstName = "", ...rest] = (user?.name ?? "").trim().split(/\s+/);
  return { ...EMPTY_ADDRESS, firstName, lastName: rest.join(" "), email: user?.email ?? "", country: TURKEY };
}

export const fromSaved = (a: SavedAddress, email: string): ShippingAddress => ({
  firstName: a.firstName,
  lastName: a.lastName,
  email,
  phone: a.phone,
  address: a.address,
  city: a.city,
  district: a.district,
  postalCode: a.postalCode,
  country: a.country,
});
