import type { ShippingAddress } from "@avlu/contract/orders";
import type { ReactNode } from "react";

/**
 * An order's delivery address as a postal block: the name on its own line, street, postcode and
 * city, country, then the contact lines (the e-mail and phone by default; admin passes links).
 */
export function ShippingAddressBlock({
  address: a,
  className,
  nameClassName = "block font-medium text-ink",
  testId,
  contact,
}: {
  address: ShippingAddress;
  className: string;
  nameClassName?: string;
  testId?: string;
  contact?: ReactNode;
}) {
  return (
    <address className={`not-italic [overflow-wrap:anywhere] ${className}`} data-testid={testId}>
      <span className={nameClassName}>
        {a.firstName} {a.lastName}
      </span>
      {a.address}
      <br />
      {a.postalCode} {[a.district, a.city].filter(Boolean).join(" / ")}
      <br />
      {a.country}
      <br />
      {contact ?? (
        <>
          {a.email}
          <br />
          {a.phone}
        </>
      )}
    </address>
  );
}
