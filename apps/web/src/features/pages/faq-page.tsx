import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage } from "./components/info-page";
import { PAGE_HEADS } from "./page-heads";

interface Question {
  q: string;
  a: ReactNode;
}

export const head = PAGE_HEADS.faq;

/** /faq */
export default function FaqPage() {
  const settings = useShopSettings();

  const groups: Array<{ title: string; questions: Question[] }> = [
    {
      title: "Ordering",
      questions: [
        {
          q: "How do I order?",
          a: (
            <>
              <p>
                Choose a colour and a packing option on the product page, then either add the product to your cart and
                check out, or send us an order request with <strong>Order via WhatsApp</strong> or{" "}
                <strong>Order via mail</strong>. The request opens a message with the product, colour, packing and SKU
                already filled in; we reply with availability, the delivery date and the final price.
              </p>
            </>
          ),
        },
        {
          q: "What does “Choose Packing” mean?",
          a: (
            <p>
              Some pieces — most chairs, for example — are shipped by the manufacturer in boxes of 1, 2 or 4. The
              packing option is the number of pieces in the box you order, and the price shown is for the whole box: a
              box of 2 costs as much as two pieces unless the product page shows a set price. In the cart,{" "}
              <em>2 × box of 2</em> is four pieces. Pieces with a single option are always sold one by one. Each colour
              and packing has its own stock: the product page says when a colour is sold out or only a few are left.
            </p>
          ),
        },
        {
          q: "Do I need an account?",
          a: (
            <p>
              No. You can fill a cart and send order requests as a guest; your cart is kept in your browser. An account
              lets you follow your orders and keeps your cart when you switch devices.
            </p>
          ),
        },
        {
          q: "How can I pay?",
          a: (
            <p>
              After we confirm availability you pay by bank transfer (havale/EFT) to the account shown at checkout and
              in your order confirmation. We start preparing your order as soon as the payment arrives.
            </p>
          ),
        },
        {
          q: "Can I see the colours before I order?",
          a: (
            <p>
              Yes — colours on screens are never perfect. Visit our design studio to see the full colour charts and
              fabric samples, or <Link to={paths.contact}>ask us</Link> and we will send photos taken in daylight.
            </p>
          ),
        },
      ],
    },
    {
      title: "Delivery and assembly",
      questions: [
        {
          q: "How long does delivery take?",
          a: (
            <p>
              Pieces in stock leave our warehouse within 2–5 working days. Made-to-order items, such as OLTA canopies in
              a chosen fabric, take 3–6 weeks. We confirm the date for your order before you pay. See{" "}
              <Link to={paths.shippingReturns}>Shipping &amp; Returns</Link> for details.
            </p>
          ),
        },
        {
          q: "Do you assemble the furniture?",
          a: (
            <p>
              In Istanbul our own team delivers to your room, terrace or garden and assembles larger pieces such as
              sofas, beds and swings. Elsewhere in Türkiye pieces arrive ready to use or with simple instructions.
            </p>
          ),
        },
      ],
    },
    {
      title: "Care and warranty",
      questions: [
        {
          q: "Can outdoor furniture stay outside all year?",
          a: (
            <p>
              Powder-coated steel and aluminium, teak and rotomoulded pieces are made for the outdoors. To keep them
              looking new, clean them with soapy water and a soft sponge, store cushions dry in winter and cover or
              store parasols when they are not in use. Always close a parasol in strong wind.
            </p>
          ),
        },
        {
          q: "What warranty do I get?",
          a: (
            <p>
              Every product carries at least the two-year legal warranty; many manufacturers give more (for example five
              years on the OLTA parasol frame). Spare parts for the collections we sell are available through us.
            </p>
          ),
        },
        {
          q: "Can I return a product?",
          a: (
            <p>
              Yes, within 14 days of delivery for products in their original condition, except items made to your order.
              Read <Link to={paths.shippingReturns}>Shipping &amp; Returns</Link> for how it works.
            </p>
          ),
        },
      ],
    },
  ];

  return (
    <InfoPage
      eyebrow="Help"
      title="Frequently Asked Questions"
      intro={
        <p>
          Quick answers to what shoppers ask us most. Can’t find yours?{" "}
          <Link to={paths.contact} className="underline underline-offset-4">
            Write to us
          </Link>
          {settings?.phone ? ` or call ${settings.phone}` : ""} — we reply within 24 hours.
        </p>
      }
    >
      <div className="max-w-3xl space-y-14">
        {groups.map((g) => (
          <section key={g.title} aria-labelledby={`faq-${g.title}`}>
            <h2 id={`faq-${g.title}`} className="text-3xl">
              {g.title}
            </h2>
            <div className="mt-6 divide-y divide-stone border-y border-stone">
              {g.questions.map((item) => (
                <details key={item.q} className="group py-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-6 text-left font-medium [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-5 w-5 shrink-0 text-muted transition group-open:rotate-180"
                    />
                  </summary>
                  <div className="mt-4 leading-relaxed text-ink/80 [&_a]:underline [&_a]:underline-offset-4">
                    {item.a}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </InfoPage>
  );
}
