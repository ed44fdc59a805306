import type { SavedAddress } from "@avlu/contract/checkout";
import type { CheckoutFormValues } from "@avlu/contract/checkout-form";
import { EMPTY_SHIPPING_ADDRESS, type ShippingAddress } from "@avlu/contract/orders";
import { TURKEY } from "@avlu/contract/tr-address";
import type { MessageKey } from "../../i18n/i18n";
import { savedAddress } from "./checkout-storage";

export type AddressField = keyof ShippingAddress;

/** The contact fields of the checkout form (SPEC §3), in screen order, with their labels and browser autofill names. */
export const CONTACT_FIELDS: ReadonlyArray<{
  name: AddressField;
  autoComplete: string;
  type?: string;
}> = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "email", autoComplete: "email", type: "email" },
  { name: "phone", autoComplete: "tel", type: "tel" },
];

/** Every field's label, which the form's messages also name ("First name is required"). */
export const FIELD_LABELS: Record<keyof CheckoutFormValues, MessageKey> = {
  firstName: "checkout.field.firstName",
  lastName: "checkout.field.lastName",
  email: "checkout.field.email",
  phone: "checkout.field.phone",
  address: "checkout.field.address",
  city: "checkout.field.city",
  district: "checkout.field.district",
  postalCode: "checkout.field.postalCode",
  country: "checkout.field.country",
  createAccount: "checkout.account.create",
  password: "checkout.field.password",
  confirmPassword: "checkout.field.confirmPassword",
};

/** A first guess from the account: name split in two, the account's e-mail, Türkiye. */
export function initialAddress(user: { name: string; email: string } | null): ShippingAddress {
  const saved = savedAddress();
  if (saved) return { ...EMPTY_SHIPPING_ADDRESS, ...saved };
  const [firstName = "", ...rest] = (user?.name ?? "").trim().split(/\s+/);
  return { ...EMPTY_SHIPPING_ADDRESS, firstName, lastName: rest.join(" "), email: user?.email ?? "", country: TURKEY };
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
