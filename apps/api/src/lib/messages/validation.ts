import type { Localised } from "./message.js";

/*
 * A refused request's summary in the reader's language (ADR 2011). English keeps the validator's
 * own sentence, exactly as before; Turkish names each field in Turkish and says what is wrong with
 * it from the issue's kind and limits, so a Turkish shopper reads a Turkish sentence. The per-field
 * `errors` list of the answer stays as it is.
 */

/** One refused value, as fastify-type-provider-zod reports a zod issue. */
export interface ValidationIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What the request part is called in each language's sentence ("Invalid body: …" / "Lütfen formdaki bilgileri kontrol edin: …"). */
export const PART_NAMES: Record<string, Localised> = {
  body: { en: "body", tr: "formdaki bilgileri" },
  querystring: { en: "query parameter", tr: "adresteki seçimleri" },
  params: { en: "path", tr: "adresi" },
  headers: { en: "header", tr: "istek başlıklarını" },
};
export const REQUEST_PART: Localised = { en: "request", tr: "isteği" };

/** Fields of the shopper's forms and the storefront's queries, as a Turkish shopper names them. */
const FIELDS_TR: Record<string, string> = {
  email: "e-posta adresi",
  password: "şifre",
  currentPassword: "mevcut şifre",
  name: "ad",
  firstName: "ad",
  lastName: "soyad",
  phone: "telefon numarası",
  address: "adres",
  city: "il",
  district: "ilçe",
  postalCode: "posta kodu",
  country: "ülke",
  label: "adres adı",
  isDefault: "varsayılan adres",
  shippingAddress: "teslimat adresi",
  paymentMethod: "ödeme yöntemi",
  assembly: "montaj seçimi",
  expected: "gösterilen tutarlar",
  delivery: "teslimat ücreti",
  vat: "KDV tutarı",
  total: "toplam tutar",
  quantity: "adet",
  color: "renk",
  packing: "koli",
  productId: "ürün",
  lineId: "sepet satırı",
  guestId: "sepet kimliği",
  idempotencyKey: "sipariş anahtarı",
  subject: "konu",
  message: "mesaj",
  channel: "talep kanalı",
  token: "bağlantı",
  key: "bağlantı anahtarı",
  configurator: "yapılandırıcı",
  configuration: "yapılandırma",
  mode: "yapılandırma modu",
  q: "arama",
  page: "sayfa",
  limit: "sayfa boyutu",
  sort: "sıralama",
  lang: "dil",
  id: "kimlik",
};

/** The contract's own refusal texts, as the rest of a Turkish sentence after the field's name. */
const KNOWN_TR: Record<string, string> = {
  "is required": "zorunlu",
  "is required to set a new password": "yeni şifre belirlemek için gerekli",
  "Please enter a valid email address": "geçerli bir e-posta adresi olmalı",
  "Please enter a phone number": "girilmeli",
  "may contain digits, spaces, +, ( ) and - only": "yalnızca rakam, boşluk, +, ( ) ve - içerebilir",
  "Please choose a district": "seçilmeli",
  "Postal code must be 5 digits": "5 haneli olmalı",
  "Postal code must start with a province number (01 to 81)": "bir il plaka numarasıyla (01–81) başlamalı",
  "must be a whole number": "tam sayı olmalı",
  "must be a positive whole number": "pozitif bir tam sayı olmalı",
  "must be a number": "sayı olmalı",
  "must not be negative": "negatif olamaz",
};

function fieldTr(path: string): string {
  const names = path.split(".").filter((s) => s && !/^\d+$/.test(s));
  const last = names.at(-1);
  if (!last) return "gönderilen veri";
  return FIELDS_TR[last] ?? `"${last}" alanı`;
}

const num = (v: unknown) => (typeof v === "number" || typeof v === "bigint" ? String(v) : "?");

/** What is wrong with the value, in Turkish, from the issue's kind and limits. */
function problemTr(issue: ValidationIssue): string {
  const known = issue.message ? KNOWN_TR[issue.message] : undefined;
  if (known) return known;
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case "invalid_type":
      if (/received undefined$/.test(issue.message ?? "")) return "zorunlu";
      if (p.expected === "number" || p.expected === "int") return "sayı olmalı";
      if (p.expected === "string") return "metin olmalı";
      if (p.expected === "boolean") return "evet ya da hayır olmalı";
      if (p.expected === "array") return "liste olmalı";
      return "geçersiz";
    case "too_small":
      if (p.origin === "string")
        return num(p.minimum) === "1" ? "boş bırakılamaz" : `en az ${num(p.minimum)} karakter olmalı`;
      if (p.origin === "array" || p.origin === "set") return `en az ${num(p.minimum)} öğe içermeli`;
      return p.inclusive === false ? `${num(p.minimum)} değerinden büyük olmalı` : `en az ${num(p.minimum)} olmalı`;
    case "too_big":
      if (p.origin === "string") return `en fazla ${num(p.maximum)} karakter olabilir`;
      if (p.origin === "array" || p.origin === "set") return `en fazla ${num(p.maximum)} öğe içerebilir`;
      return p.inclusive === false
        ? `${num(p.maximum)} değerinden küçük olmalı`
        : `en fazla ${num(p.maximum)} olabilir`;
    case "invalid_format":
      return p.format === "email" ? "geçerli bir e-posta adresi olmalı" : "biçimi geçersiz";
    case "invalid_value":
      return "geçerli bir seçenek değil";
    case "unrecognized_keys":
      return `tanınmayan alanlar içeriyor: ${Array.isArray(p.keys) ? p.keys.join(", ") : ""}`;
    default:
      return "geçersiz";
  }
}

/** The refused request's summary: the validator's English, and a Turkish sentence per field. */
export function validationSummary(issues: readonly ValidationIssue[]): Localised {
  const en = issues
    .map((v) => {
      const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const message = v.message ?? "is invalid";
      return path ? `${path} ${message}` : message;
    })
    .join("; ");
  const tr = issues
    .map((v) => `${fieldTr(v.instancePath.replace(/^\//, "").replaceAll("/", "."))} ${problemTr(v)}`)
    .join("; ");
  return { en, tr };
}
