import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, Prose } from "./components/info-page";
import { PAGE_HEADS } from "./page-heads";

const TEAMS = [
  {
    title: "Studio & sales",
    text: "Welcome visitors to the design studio, plan balconies and gardens with them and follow their orders from request to delivery.",
  },
  {
    title: "Delivery & assembly",
    text: "Bring furniture safely to our customers' homes across Istanbul and assemble it with care — the last and most visible step of every order.",
  },
  {
    title: "Customer care",
    text: "Answer WhatsApp, e-mail and phone requests, help with returns and spare parts, and make sure every message gets a reply within 24 hours.",
  },
  {
    title: "Online shop",
    text: "Photograph and describe new collections, keep the catalogue accurate and help shoppers find the right piece online.",
  },
] as const;

export const head = PAGE_HEADS.careers;

/** /careers */
export default function CareersPage() {
  const settings = useShopSettings();
  const applySubject = "Job application";
  return (
    <InfoPage
      eyebrow="Careers"
      title="Work with us"
      crumb="Careers"
      intro={
        <p>
          Avlu is a small team that cares about good furniture and the people who live with it. We are always glad to
          meet people who share that — whether or not a position is open today.
        </p>
      }
    >
      <section aria-labelledby="teams-heading">
        <h2 id="teams-heading" className="text-4xl">
          Where you could work
        </h2>
        <ul className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {TEAMS.map((t) => (
            <li key={t.title} className="border-t border-ink pt-5">
              <h3 className="font-sans text-sm font-semibold">{t.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted">{t.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-20 grid gap-16 lg:grid-cols-2">
        <Prose title="What we offer">
          <ul>
            <li>A permanent contract with social security from the first day, and a meal allowance.</li>
            <li>Training with our partner brands on their materials, colours and craftsmanship.</li>
            <li>A staff discount on everything we sell.</li>
            <li>
              A calm, respectful workplace in our studio{settings?.studioAddress ? ` at ${settings.studioAddress}` : ""}
              .
            </li>
          </ul>
        </Prose>
        <Prose title="How to apply">
          <p>
            Send us a few lines about yourself, the kind of work you are looking for and, if you have one, your CV. Use
            the <Link to={`${paths.contact}?subject=${encodeURIComponent(applySubject)}`}>contact form</Link> with the
            subject “{applySubject}”
            {settings?.contactEmail ? (
              <>
                {" "}
                or write to{" "}
                <a href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent(applySubject)}`}>
                  {settings.contactEmail}
                </a>
              </>
            ) : null}
            . We read every application and reply to each one.
          </p>
          <p>
            We welcome applications from everyone and choose people for their skills and attitude, regardless of gender,
            age, origin, religion or disability.
          </p>
        </Prose>
      </div>
    </InfoPage>
  );
}
