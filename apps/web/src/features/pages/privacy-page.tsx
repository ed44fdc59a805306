import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage, Prose } from "./components/info-page";
import { PAGE_HEADS } from "./page-heads";

export const head = PAGE_HEADS.privacy;

/** /privacy */
export default function PrivacyPage() {
  const settings = useShopSettings();
  const company = settings?.bankAccountName || settings?.shopName || "Avlu";
  const email = settings?.contactEmail;
  return (
    <InfoPage
      eyebrow="Legal"
      title="Privacy Policy"
      updated="November 2026"
      intro={
        <p>
          This policy explains which personal data {company} (“Avlu”, “we”) processes when you visit our online shop,
          create an account, place an order or contact us, why we do so and what rights you have. We process personal
          data in line with the Turkish Personal Data Protection Law No. 6698 (KVKK) and, for visitors from the European
          Union, the General Data Protection Regulation (GDPR).
        </p>
      }
    >
      <div className="space-y-14">
        <Prose title="1. Who is responsible">
          <p>
            The data controller is {company}
            {settings?.studioAddress ? `, ${settings.studioAddress}` : ""}.
            {email && (
              <>
                {" "}
                You can reach us about privacy at <a href={`mailto:${email}`}>{email}</a>.
              </>
            )}
          </p>
        </Prose>

        <Prose title="2. What we collect">
          <ul>
            <li>
              <strong>Account data</strong> — your name, e-mail address and a securely hashed password when you
              register. We never store your password in readable form.
            </li>
            <li>
              <strong>Order data</strong> — the products, colours, packing options and quantities you order, your
              delivery address, phone number and the order history of your account.
            </li>
            <li>
              <strong>Cart data</strong> — the contents of your cart, linked to your account or, if you are not signed
              in, to a random guest identifier kept in your browser.
            </li>
            <li>
              <strong>Messages</strong> — what you send us through the contact form (name, e-mail, subject and message)
              and the fact that you opened a WhatsApp or e-mail order request for a product (product, colour, packing
              and channel — no message content).
            </li>
            <li>
              <strong>Newsletter</strong> — your e-mail address if you subscribe.
            </li>
            <li>
              <strong>Technical data</strong> — IP address and browser information in our server logs, kept to protect
              the shop against abuse.
            </li>
          </ul>
        </Prose>

        <Prose title="3. Why we use it">
          <ul>
            <li>
              To run your account, take and deliver your orders and provide after-sales service (performance of a
              contract).
            </li>
            <li>To answer your questions and order requests (your request and our legitimate interest).</li>
            <li>To keep invoices and order records as tax and commercial law require (legal obligation).</li>
            <li>
              To understand which products shoppers ask about, so that we stock the right ones (legitimate interest;
              only counts per product are used).
            </li>
            <li>To send the newsletter you asked for (your consent, which you can withdraw at any time).</li>
            <li>
              To protect the shop against fraud and misuse, for example by limiting repeated requests (legitimate
              interest).
            </li>
          </ul>
        </Prose>

        <Prose title="4. Browser storage and cookies">
          <p>
            We do not use advertising or tracking cookies. The shop keeps a few values in your browser’s local storage
            so that it works: your sign-in token and basic profile while you are signed in, and a guest identifier for
            your cart. Signing out removes them; you can also clear them in your browser settings at any time.
          </p>
        </Prose>

        <Prose title="5. Who we share it with">
          <p>
            We share only what is needed: delivery partners receive your name, address and phone number to bring your
            order; our hosting and e-mail providers process data on our behalf under contract; authorities receive data
            only where the law requires it. When you choose to contact us via WhatsApp or Gmail, those services process
            your message under their own privacy policies. We never sell personal data.
          </p>
        </Prose>

        <Prose title="6. How long we keep it">
          <p>
            Account data is kept until you ask us to delete your account. Orders and invoices are kept for as long as
            Turkish commercial and tax law requires (currently up to 10 years). Contact messages and order-request
            records are kept only as long as we need them to answer you and follow up, and are deleted on request.
          </p>
        </Prose>

        <Prose title="7. Your rights">
          <p>
            Under Article 11 of the KVKK and the GDPR you may ask whether we process your data, receive a copy, have it
            corrected or deleted, object to processing based on legitimate interest, withdraw consent and ask for your
            data to be transferred. Write to us
            {email ? (
              <>
                {" "}
                at <a href={`mailto:${email}`}>{email}</a>
              </>
            ) : null}{" "}
            or use the <Link to={paths.contact}>contact form</Link>; we answer within 30 days. You may also complain to
            the Personal Data Protection Authority (KVKK) or your local data protection authority.
          </p>
        </Prose>

        <Prose title="8. Security">
          <p>
            Passwords are stored only as salted, slow hashes; sessions can be ended at any time by signing out or
            changing your password; and access to customer data in our admin area is limited to the staff who need it to
            serve you.
          </p>
        </Prose>
      </div>
    </InfoPage>
  );
}
