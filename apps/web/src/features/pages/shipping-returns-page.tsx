import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, Prose } from "./components/info-page";
import { PAGE_HEADS } from "./page-heads";

const STEPS = [
  { title: "Order confirmed", text: "We check stock and confirm the delivery date for every piece in your order." },
  {
    title: "Prepared",
    text: "Pieces in stock leave our warehouse within 2–5 working days; made-to-order items in 3–6 weeks.",
  },
  { title: "On its way", text: "We call you the day before delivery to agree on a time window." },
  { title: "Delivered", text: "In Istanbul our team carries it to its place and assembles large pieces." },
] as const;

export const head = PAGE_HEADS.shippingReturns;

/** /shipping-returns */
export default function ShippingReturnsPage() {
  const settings = useShopSettings();
  return (
    <InfoPage
      eyebrow="Help"
      title="Shipping & Returns"
      intro={<p>We deliver across Türkiye with care, and make returns simple when something is not right.</p>}
    >
      <ol className="grid gap-px overflow-hidden bg-stone sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((s, i) => (
          <li key={s.title} className="bg-paper p-6">
            <span className="font-display text-4xl text-brass">{i + 1}</span>
            <h2 className="mt-3 font-sans text-sm font-semibold">{s.title}</h2>
            <p className="mt-2 text-sm leading-relaxed text-muted">{s.text}</p>
          </li>
        ))}
      </ol>

      <div className="mt-20 grid gap-16 lg:grid-cols-2">
        <Prose title="Delivery">
          <ul>
            <li>
              <strong>Istanbul:</strong> delivered by our own team to the room, terrace or garden of your choice, with
              assembly of sofas, beds, swings and large tables included.
            </li>
            <li>
              <strong>Rest of Türkiye:</strong> delivered by our freight partner to your door; larger items travel on a
              pallet and the driver will help you unload.
            </li>
            <li>
              <strong>Delivery costs</strong> depend on the size of your order and your address; they are shown before
              you pay and confirmed in your order confirmation.
            </li>
            <li>
              <strong>Made-to-order items</strong> — parasol canopies in a chosen fabric, special colours — take 3–6
              weeks. We give you the date when we confirm your order.
            </li>
          </ul>
        </Prose>
        <Prose title="On delivery">
          <p>
            Please open and check the packaging while the delivery team is with you. If a box is damaged or a piece is
            scratched, note it on the delivery slip and send us a photo within 48 hours — we will replace or repair it
            at our cost.
          </p>
        </Prose>
        <Prose title="Returns">
          <p>
            You may withdraw from your purchase within <strong>14 days</strong> of delivery without giving a reason, in
            line with the Turkish Consumer Protection Law No. 6502. To return a product:
          </p>
          <ul>
            <li>
              Tell us through the <Link to={paths.contact}>contact form</Link>
              {settings?.contactEmail ? (
                <>
                  {" "}
                  or at <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </>
              ) : null}{" "}
              with your order number.
            </li>
            <li>Keep the product unused and, where possible, in its original packaging.</li>
            <li>
              We arrange the collection; for a change of mind the return shipping cost is yours, and we tell you the
              amount first.
            </li>
            <li>We refund the purchase price within 14 days of receiving the product, to the account you paid from.</li>
          </ul>
        </Prose>
        <Prose title="What cannot be returned">
          <p>
            Items made or altered to your order — such as parasol canopies in a fabric and colour you chose, or
            furniture in a special colour — cannot be returned unless they are faulty. Faulty products are always
            repaired, replaced or refunded under the legal warranty.
          </p>
          <p>
            Questions? <Link to={paths.faq}>Read the FAQ</Link> or <Link to={paths.contact}>contact us</Link>
            {settings?.phone ? ` — or call ${settings.phone}` : ""}.
          </p>
        </Prose>
      </div>
    </InfoPage>
  );
}
