import { describe, expect, it } from "vitest";
import { ADDRESS } from "../../test/fixtures";
import { addressErrors, EMPTY_ADDRESS } from "./address";

describe("addressErrors", () => {
  it("accepts a complete address", () => {
    expect(addressErrors(ADDRESS)).toEqual({});
  });

  it("requires every field (SPEC §5), blanks included", () => {
    expect(addressErrors({ ...EMPTY_ADDRESS, city: "   " })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      address: "Address is required",
      city: "City is required",
      postalCode: "Postal code is required",
      country: "Country is required",
      phone: "Phone is required",
    });
  });

  it("explains a bad email, phone or length in words", () => {
    expect(addressErrors({ ...ADDRESS, email: "ayse@", phone: "call me", city: "x".repeat(101) })).toEqual({
      email: "Please enter a valid email address",
      phone: "Phone may contain digits, spaces, +, ( ) and - only",
      city: "City is too long",
    });
    expect(addressErrors({ ...ADDRESS, phone: "12" })).toEqual({ phone: "Phone is too short" });
  });
});
