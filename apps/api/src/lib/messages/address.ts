import type { DeliveryQuote } from "@avlu/contract/delivery";
import type { PostalCodeIssue, TrAddressCheck } from "@avlu/contract/tr-address";
import { type Message, msg } from "./message.js";

/* The address and delivery refusals of the contract's rules, as catalogue messages (ADR 2011). */

export function postalCodeMessage(issue: PostalCodeIssue): Message {
  if (issue.kind === "digits") return msg("address.postalDigits");
  if (issue.kind === "plate") return msg("address.postalPlate");
  return msg("address.postalProvince", { province: issue.province, code: issue.code });
}

/** The first problem of a Turkish address the province list refused. */
export function addressCheckMessage(check: Extract<TrAddressCheck, { ok: false }>): Message {
  if (check.postal) return postalCodeMessage(check.postal);
  if (check.field === "district" && check.province)
    return msg("address.chooseDistrictOf", { province: check.province });
  return msg("address.chooseProvince");
}

/** Why a destination cannot be served (the quote's `reason`). */
export function deliveryRefusal(reason: Extract<DeliveryQuote, { available: false }>["reason"]): Message {
  if (reason === "no-province") return msg("delivery.noProvince");
  if (reason === "not-delivered") return msg("delivery.notDelivered");
  return msg("delivery.noAssembly");
}
