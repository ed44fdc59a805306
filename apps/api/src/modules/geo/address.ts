import { checkTurkishAddress, isTurkey, type TrAddressFields, TURKEY } from "@avlu/contract/tr-address";
import { badRequest } from "../../lib/http-error.js";
import { addressCheckMessage } from "../../lib/messages/address.js";
import { trProvinces } from "./provinces.js";

/**
 * An address as the shop stores it: for Türkiye the province and district in the list's own
 * spelling and the postal code checked against the province (a 400 naming the problem otherwise);
 * abroad as written. Also answers the province's plate code (null abroad) for the delivery zone.
 */
export async function normaliseAddress<A extends TrAddressFields & { country: string }>(
  address: A,
): Promise<{ address: A; provinceCode: string | null }> {
  if (!isTurkey(address.country)) return { address, provinceCode: null };
  const check = checkTurkishAddress(await trProvinces(), address);
  if (!check.ok) throw badRequest(addressCheckMessage(check));
  return {
    address: {
      ...address,
      country: TURKEY,
      city: check.province.name,
      district: check.district,
      postalCode: address.postalCode.trim(),
    },
    provinceCode: check.province.code,
  };
}
