import { DELIVERY_MESSAGES } from "@avlu/contract/delivery";
import { formatPriceIn } from "@avlu/contract/format";
import { ORDER_CLAIM_REQUESTED } from "@avlu/contract/orders-constants";
import { postalCodeProblem } from "@avlu/contract/tr-address";
import { FORGOT_PASSWORD_ACCEPTED } from "@avlu/contract/users-constants";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "../http-error.js";
import { deliveryRefusal, postalCodeMessage } from "./address.js";
import { EN, type MessageKey } from "./catalogue-en.js";
import { TR } from "./catalogue-tr.js";
import { requestLanguage } from "./language.js";
import { type Message, msg, placeholdersOf, renderMessage } from "./message.js";
import { validationSummary } from "./validation.js";
import { colourList, minutes, orderStatus, price, variantItem, waitTr } from "./values.js";

const KEYS = Object.keys(EN) as MessageKey[];
const anyKey = fc.constantFrom(...KEYS);
/** Values without braces (a value is put in as it is, never read as a placeholder). */
const plain = fc.string({ maxLength: 30 }).filter((s) => !/[{}]/.test(s));
const value = fc.oneof(plain, fc.integer(), fc.record({ en: plain, tr: plain }));

/** A message of `key` with a value for each of its placeholders. */
const messageOf = (key: MessageKey) =>
  fc
    .tuple(...placeholdersOf(EN[key]).map((name) => value.map((v) => [name, v] as const)))
    .map((pairs): Message => ({ key, values: Object.fromEntries(pairs) }));

describe("the API's message catalogues (ADR 2011)", () => {
  it("have the same keys with the same placeholders in English and Turkish", () => {
    expect(Object.keys(TR).sort()).toEqual(Object.keys(EN).sort());
    for (const key of KEYS) expect(placeholdersOf(TR[key]), key).toEqual(placeholdersOf(EN[key]));
  });

  it("say every message in Turkish, not in English again", () => {
    for (const key of KEYS) expect(TR[key], key).not.toBe(EN[key]);
  });

  it("fill every placeholder in both languages, with each value in the reader's language", () => {
    fc.assert(
      fc.property(anyKey.chain(messageOf), (message) => {
        for (const language of ["en", "tr"] as const) {
          const text = renderMessage(language, message);
          expect(text).not.toMatch(/\{\w+\}/);
          for (const v of Object.values(message.values)) {
            expect(text).toContain(typeof v === "object" ? v[language] : String(v));
          }
        }
      }),
    );
  });

  it("write English exactly as the API always did", () => {
    const item = variantItem("Luxembourg Chair", "Cactus", "2");
    const cases: Array<[Message, string]> = [
      [msg("cart.onlyLeft", { count: 2, item }), 'Only 2 of "Luxembourg Chair" in Cactus, packing 2 left in stock'],
      [msg("cart.outOfStock", { item: variantItem("Balad Lamp") }), '"Balad Lamp" is out of stock'],
      [msg("cart.quantityLimit", { max: 999 }), "quantity must be at most 999 per line"],
      [
        msg("cart.colourNotOffered", { colours: colourList(["Cactus", "Anthracite"]) }),
        "Invalid body: color must be one of Cactus, Anthracite",
      ],
      [
        msg("orders.totalChanged", { amount: price(1249.9) }),
        "The total of this order is $1,249.90; please review your order and try again",
      ],
      [
        msg("orders.notCancellable", { status: orderStatus("Shipped") }),
        "Only pending or processing orders can be cancelled; this order is Shipped",
      ],
      [msg("users.signInLimited", { seconds: 42 }), "Too many sign-in attempts for this account, retry in 42 seconds"],
      [
        msg("users.resetLimited", { duration: minutes(1) }),
        "Too many password reset requests for this address, please try again in 1 minute",
      ],
      [
        msg("users.resetLimited", { duration: minutes(5) }),
        "Too many password reset requests for this address, please try again in 5 minutes",
      ],
      [msg("address.limit", { max: 20 }), "You can keep at most 20 addresses; please delete one first"],
      [msg("users.resetRequested"), FORGOT_PASSWORD_ACCEPTED],
      [msg("orders.claimRequested"), ORDER_CLAIM_REQUESTED],
      [deliveryRefusal("no-province"), DELIVERY_MESSAGES.noProvince],
      [deliveryRefusal("not-delivered"), DELIVERY_MESSAGES.notDelivered],
      [deliveryRefusal("no-assembly"), DELIVERY_MESSAGES.noAssembly],
      [postalCodeMessage({ kind: "digits" }), postalCodeProblem("123") as string],
      [postalCodeMessage({ kind: "plate" }), postalCodeProblem("99000") as string],
      [
        postalCodeMessage({ kind: "province", province: "İstanbul", code: "34" }),
        postalCodeProblem("06000", { code: "34", name: "İstanbul" }) as string,
      ],
    ];
    for (const [message, text] of cases) expect(renderMessage("en", message)).toBe(text);
  });

  it("write Turkish values as a Turkish reader does", () => {
    const item = variantItem("Luxembourg Chair", "Cotton white", "2");
    expect(renderMessage("tr", msg("cart.onlyLeft", { count: 2, item }))).toBe(
      '"Luxembourg Chair" (Pamuk Beyazı, 2 adetlik koli) için stokta yalnızca 2 adet kaldı',
    );
    expect(renderMessage("tr", msg("orders.totalChanged", { amount: price(1249.9) }))).toBe(
      `Bu siparişin toplam tutarı ${formatPriceIn(1249.9, "tr")}; lütfen siparişinizi gözden geçirip tekrar deneyin`,
    );
    expect(formatPriceIn(1249.9, "tr")).toMatch(/1\.249,90/);
    expect(renderMessage("tr", msg("orders.notCancellable", { status: orderStatus("Delivered") }))).toContain(
      "bu siparişin durumu: Teslim edildi",
    );
    expect(waitTr(60_000)).toBe("1 dakika");
    expect(waitTr(30_000)).toBe("30 saniye");
    expect(waitTr(2 * 3_600_000)).toBe("2 saat");
  });

  it("HttpError keeps the English text as its message and answers each language", () => {
    const err = new HttpError(404, msg("orders.notFound"));
    expect(err.message).toBe("Order not found");
    expect(err.textIn("en")).toBe("Order not found");
    expect(err.textIn("tr")).toBe("Sipariş bulunamadı");
    const plainError = new HttpError(409, "The last admin cannot be demoted");
    expect(plainError.textIn("tr")).toBe("The last admin cannot be demoted");
  });

  it("read the caller's language from Accept-Language, one header or several", () => {
    expect(requestLanguage({ headers: {} })).toBe("en");
    expect(requestLanguage({ headers: { "accept-language": "tr-TR,tr;q=0.9,en;q=0.8" } })).toBe("tr");
    expect(requestLanguage({ headers: { "accept-language": "en" } })).toBe("en");
    expect(requestLanguage({ headers: { "accept-language": ["de", "tr;q=0.5"] as unknown as string } })).toBe("tr");
  });
});

describe("validation summaries", () => {
  const issues = [
    {
      instancePath: "/email",
      keyword: "invalid_format",
      message: "Please enter a valid email address",
      params: { format: "email" },
    },
    {
      instancePath: "/password",
      keyword: "too_small",
      message: "must be at least 8 characters",
      params: { origin: "string", minimum: 8 },
    },
    { instancePath: "/shippingAddress/phone", keyword: "custom", message: "Please enter a phone number", params: {} },
    {
      instancePath: "/quantity",
      keyword: "too_big",
      message: "must be at most 999",
      params: { origin: "number", maximum: 999 },
    },
    {
      instancePath: "/name",
      keyword: "invalid_type",
      message: "Invalid input: expected string, received undefined",
      params: { expected: "string" },
    },
    { instancePath: "/guestCode", keyword: "custom", message: "is wrong", params: {} },
  ];

  it("keep the validator's English as it always was", () => {
    expect(validationSummary(issues).en).toBe(
      "email Please enter a valid email address; password must be at least 8 characters; shippingAddress.phone Please enter a phone number; quantity must be at most 999; name Invalid input: expected string, received undefined; guestCode is wrong",
    );
  });

  it("name each field in Turkish and say what is wrong in Turkish", () => {
    expect(validationSummary(issues).tr).toBe(
      'e-posta adresi geçerli bir e-posta adresi olmalı; şifre en az 8 karakter olmalı; telefon numarası girilmeli; adet en fazla 999 olabilir; ad zorunlu; "guestCode" alanı geçersiz',
    );
  });
});
