import type { MailLanguage } from "@avlu/contract/mail";
import { Link } from "@react-email/link";
import { Frame, P, styles } from "./layout.js";
import type { MailTemplate } from "./types.js";

type SoldOut = { name: string; color?: string; packing?: string };

/** "Bistro Chair — Cactus, packing 2": the variant as the owner knows it. */
export function soldOutLabel(x: SoldOut): string {
  const parts = [x.color ?? "", x.packing && x.packing !== "1" ? `packing ${x.packing}` : ""].filter(Boolean);
  return parts.length ? `${x.name} — ${parts.join(", ")}` : x.name;
}

const texts: Record<
  MailLanguage,
  { subject: (names: string[]) => string; heading: string; intro: string; sku: string; edit: string }
> = {
  en: {
    subject: (names) =>
      names.length === 1 ? `Out of stock: ${names[0]}` : `${names.length} products are out of stock`,
    heading: "Sold out",
    intro:
      "An order has just taken the last units of the products below (per colour and packing). Shoppers cannot order them until you add stock.",
    sku: "SKU",
    edit: "Edit stock",
  },
  tr: {
    subject: (names) => (names.length === 1 ? `Stok tükendi: ${names[0]}` : `${names.length} ürünün stoğu tükendi`),
    heading: "Stok tükendi",
    intro:
      "Bir sipariş aşağıdaki ürünlerin (renk ve koli başına) son adetlerini aldı. Stok ekleyene kadar müşteriler bu ürünleri sipariş edemez.",
    sku: "Stok kodu",
    edit: "Stoğu düzenle",
  },
};

/** To the shop's mailboxes, when an order takes the last unit of a product (switchable). */
export const ownerOutOfStock: MailTemplate<"owner-out-of-stock"> = {
  subject: (p, lang) => texts[lang].subject(p.data.products.map(soldOutLabel)),
  render(p, lang, ctx) {
    const t = texts[lang];
    return (
      <Frame lang={lang} preview={t.subject(p.data.products.map(soldOutLabel))} heading={t.heading} mail={p} ctx={ctx}>
        <P>{t.intro}</P>
        {p.data.products.map((product) => (
          <P key={`${product.id}-${product.sku}`}>
            <strong>{soldOutLabel(product)}</strong>
            <br />
            <span style={styles.muted}>
              {t.sku}: {product.sku}
            </span>{" "}
            ·{" "}
            <Link href={`${p.baseUrl}/admin/products/${product.id}/edit`} style={styles.link}>
              {t.edit}
            </Link>
          </P>
        ))}
      </Frame>
    );
  },
};
