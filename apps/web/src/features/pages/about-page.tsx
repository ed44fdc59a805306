import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, Prose } from "./components/info-page";
import { PAGE_HEADS } from "./page-heads";

const VALUES = [
  {
    title: "Made to last",
    text: "We choose pieces built from steel, aluminium, teak and solution-dyed fabrics that live outdoors for years and can be repaired rather than replaced.",
  },
  {
    title: "Chosen in person",
    text: "Every collection we carry has been sat on, opened, folded and left in the rain by our team before it reaches the shop.",
  },
  {
    title: "Advice, not pressure",
    text: "Tell us about your balcony, terrace or dining room and we will suggest sizes, colours and quantities that fit — even if that means buying less.",
  },
  {
    title: "Looked after",
    text: "We deliver and assemble with our own team in Istanbul, keep spare parts in stock and answer every message within 24 hours.",
  },
] as const;

const BRANDS = [
  {
    name: "FERMOB",
    text: "The French maker of the Bistro chair and the Luxembourg collection: colourful steel and aluminium furniture for gardens and cafés since 1989.",
    href: `${paths.collectionsAll}?brand=FERMOB`,
  },
  {
    name: "OLTA",
    text: "Parasols and shade built around the classic OLTA parasol of 1931, with canopies made to order in two fabric qualities.",
    href: paths.oltaCatalogs,
  },
  {
    name: "SIFAS",
    text: "Indoor and outdoor furniture made in Türkiye: woven rope, teak and solid oak pieces for living rooms, bedrooms and terraces.",
    href: `${paths.collectionsAll}?brand=SIFAS`,
  },
] as const;

export const head = PAGE_HEADS.about;

/** /aboutus */
export default function AboutPage() {
  const settings = useShopSettings();
  return (
    <InfoPage
      eyebrow="About Avlu"
      title="A courtyard for every home"
      crumb="About Us"
      intro={
        <p>
          <em>Avlu</em> is the Turkish word for a courtyard — the shaded, open room at the heart of a house where
          families eat, talk and rest. We started Avlu to bring that way of living to balconies, terraces, gardens and
          living rooms, with furniture that is as comfortable indoors as it is under the sky.
        </p>
      }
    >
      <div className="grid gap-16 lg:grid-cols-2">
        <Prose title="Our story">
          <p>
            We are a small team of designers and furniture lovers in Istanbul. For years we furnished hotel terraces,
            cafés and private gardens, and kept hearing the same question: where can I buy pieces like these for my own
            home?
          </p>
          <p>
            Avlu is our answer. We work directly with a handful of makers whose work we know well — FERMOB from France,
            OLTA for parasols and shade, and SIFAS from Türkiye — and bring their collections to you online and in our
            design studio, with the advice and after-sales care of a neighbourhood shop.
          </p>
        </Prose>
        <Prose title="Visit the design studio">
          <p>
            See the colours in daylight, sit on the chairs and open the parasols. Our product specialists will help you
            plan a balcony, a terrace or a whole garden.
          </p>
          {settings && (
            <>
              {settings.studioAddress && <p className="font-medium text-ink">{settings.studioAddress}</p>}
              <ul>
                {[settings.openingHours.weekdays, settings.openingHours.saturday, settings.openingHours.sunday]
                  .filter(Boolean)
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
              {settings.phone && <p>Phone: {settings.phone}</p>}
            </>
          )}
          <p>
            <Link to={paths.contact}>Contact us</Link> to book a visit or a home consultation.
          </p>
        </Prose>
      </div>

      <section className="mt-24" aria-labelledby="values-heading">
        <h2 id="values-heading" className="text-4xl">
          What we stand for
        </h2>
        <ul className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => (
            <li key={v.title} className="border-t border-ink pt-5">
              <h3 className="font-sans text-sm font-semibold">{v.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-24" aria-labelledby="brands-heading">
        <h2 id="brands-heading" className="text-4xl">
          Our partner brands
        </h2>
        <ul className="mt-10 grid gap-px overflow-hidden bg-stone md:grid-cols-3">
          {BRANDS.map((b) => (
            <li key={b.name} className="flex flex-col bg-paper p-8">
              <h3 className="font-sans text-sm font-semibold tracking-[0.25em]">{b.name}</h3>
              <p className="mt-4 flex-1 text-sm leading-relaxed text-muted">{b.text}</p>
              <Link to={b.href} className="mt-6 text-sm underline underline-offset-4 hover:text-brass">
                Explore {b.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}
