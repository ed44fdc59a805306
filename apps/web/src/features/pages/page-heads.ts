import { paths } from "../../config/paths";
import { type HeadSource, staticHead } from "../../lib/head";

/** The heads of the shop's information pages (title, description, canonical), one table for all. */
export const PAGE_HEADS: Record<string, HeadSource> = {
  about: staticHead(
    paths.about,
    "About Us",
    "Avlu brings FERMOB, OLTA and SIFAS furniture, lighting and parasols to homes and gardens from our design studio in Istanbul.",
  ),
  careers: staticHead(
    paths.careers,
    "Careers",
    "Work with Avlu: studio and sales, delivery and assembly, customer care and the online shop, in Istanbul.",
  ),
  contact: staticHead(
    paths.contact,
    "İletişim",
    "Avlu ile iletişime geçin: sorularınız, sipariş talepleriniz ve showroom ziyaretiniz için bize yazın.",
  ),
  faq: staticHead(
    paths.faq,
    "Frequently Asked Questions",
    "Answers about ordering, WhatsApp and e-mail order requests, packing options, delivery, assembly, care and warranty at Avlu.",
  ),
  privacy: staticHead(
    paths.privacy,
    "Privacy Policy",
    "How Avlu collects, uses and protects your personal data under Law No. 6698 (KVKK) and the GDPR.",
  ),
  shippingReturns: staticHead(
    paths.shippingReturns,
    "Shipping & Returns",
    "Delivery times, assembly, inspection on delivery and the 14-day right of withdrawal at Avlu.",
  ),
};
