import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { queryErrorMessage } from "../../state/api";
import { useShopSettings } from "../../state/use-shop-settings";
import { InfoPage } from "./components/info-page";
import { useSendContactMessageMutation } from "./contact-api";
import { PAGE_HEADS } from "./page-heads";

/** SPEC §4/§9: the success message stays 5 seconds. */
export const SUCCESS_VISIBLE_MS = 5000;
export const CONTACT_SUCCESS = "Mesajınız bize ulaştı. En geç 24 saat içinde size dönüş yapacağız.";
export const CONTACT_FAILED = "Mesajınız gönderilemedi, lütfen biraz sonra tekrar deneyin.";
export const CONTACT_INCOMPLETE = "Lütfen tüm alanları doldurun.";

type Fields = { name: string; email: string; subject: string; message: string };
const EMPTY: Fields = { name: "", email: "", subject: "", message: "" };
type Status = { state: "idle" } | { state: "submitting" } | { state: "success" } | { state: "error"; message: string };

export const head = PAGE_HEADS.contact;

/** /ContactUs (Turkish): a form that really sends (POST /api/contact), opening hours and the shop's details. */
export default function ContactPage() {
  const settings = useShopSettings();
  const [searchParams] = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => ({
    ...EMPTY,
    subject: (searchParams.get("subject") ?? "").slice(0, 200),
  }));
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const timer = useRef<number | undefined>(undefined);
  const [send] = useSendContactMessageMutation();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status.state === "submitting") return;
    const body = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      message: fields.message.trim(),
    };
    if (!body.name || !body.email || !body.subject || !body.message) {
      setStatus({ state: "error", message: CONTACT_INCOMPLETE });
      return;
    }
    setStatus({ state: "submitting" });
    try {
      await send(body).unwrap();
      setFields(EMPTY);
      setStatus({ state: "success" });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setStatus({ state: "idle" }), SUCCESS_VISIBLE_MS);
    } catch (err) {
      setStatus({ state: "error", message: queryErrorMessage(err, CONTACT_FAILED) });
    }
  };

  const submitting = status.state === "submitting";
  const input =
    "mt-2 w-full rounded-sm border border-stone bg-paper px-4 py-3 text-sm transition placeholder:text-muted/60 hover:border-ink/40 focus:border-ink focus:outline-none";

  return (
    <InfoPage
      eyebrow="İletişim"
      title="Bize Ulaşın"
      crumb="İletişim"
      homeLabel="Ana Sayfa"
      intro={
        <p>
          Bir ürün hakkında sorunuz mu var, sipariş vermek ya da showroom’umuzu ziyaret etmek mi istiyorsunuz? Formu
          doldurun; ekibimiz mesajınıza 24 saat içinde yanıt verecektir.
        </p>
      }
    >
      <div className="grid gap-16 lg:grid-cols-[1fr_22rem]">
        <form onSubmit={submit} className="max-w-2xl" aria-describedby="contact-status">
          <div className="grid gap-6 sm:grid-cols-2">
            <label className="block text-sm">
              Adınız Soyadınız
              <input
                name="name"
                required
                maxLength={100}
                autoComplete="name"
                value={fields.name}
                onChange={set("name")}
                className={input}
              />
            </label>
            <label className="block text-sm">
              E-posta Adresiniz
              <input
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                value={fields.email}
                onChange={set("email")}
                className={input}
              />
            </label>
          </div>
          <label className="mt-6 block text-sm">
            Konu
            <input
              name="subject"
              required
              maxLength={200}
              value={fields.subject}
              onChange={set("subject")}
              className={input}
            />
          </label>
          <label className="mt-6 block text-sm">
            Mesajınız
            <textarea
              name="message"
              required
              maxLength={5000}
              rows={7}
              value={fields.message}
              onChange={set("message")}
              className={`${input} resize-y`}
            />
          </label>
          <div className="mt-8 flex flex-wrap items-center gap-6">
            <button
              type="submit"
              disabled={submitting}
              className="rounded-full bg-forest px-8 py-3.5 text-sm font-medium tracking-wide text-paper transition hover:bg-ink disabled:cursor-wait disabled:opacity-60"
            >
              {submitting ? "Gönderiliyor..." : "Mesajı Gönder"}
            </button>
            <div id="contact-status" aria-live="polite" className="text-sm">
              {status.state === "success" && (
                <p role="status" className="text-forest">
                  {CONTACT_SUCCESS}
                </p>
              )}
              {status.state === "error" && (
                <p role="alert" className="text-danger">
                  {status.message}
                </p>
              )}
            </div>
          </div>
        </form>

        <aside className="space-y-10 text-sm" aria-label="İletişim bilgileri">
          <div>
            <h2 className="flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.2em] uppercase">
              <Clock aria-hidden="true" className="h-4 w-4 text-brass" />
              Çalışma Saatleri
            </h2>
            {settings ? (
              <ul className="mt-4 space-y-1.5 text-ink/80" data-testid="opening-hours">
                {[settings.openingHours.weekdays, settings.openingHours.saturday, settings.openingHours.sunday]
                  .filter(Boolean)
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
            ) : (
              <div className="mt-4 space-y-2" aria-hidden="true">
                <div className="h-4 w-44 animate-pulse bg-sand" />
                <div className="h-4 w-36 animate-pulse bg-sand" />
                <div className="h-4 w-24 animate-pulse bg-sand" />
              </div>
            )}
            <p className="mt-4 text-ink/80">Tüm mesajlara 24 saat içinde yanıt veriyoruz.</p>
          </div>
          {settings && (
            <div className="space-y-4 border-t border-stone pt-8 text-ink/80">
              {settings.studioAddress && (
                <p className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  <span>
                    <span className="block font-medium text-ink">Tasarım Stüdyosu</span>
                    {settings.studioAddress}
                  </span>
                </p>
              )}
              {settings.phone && (
                <p className="flex gap-3">
                  <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  <a href={`tel:${settings.phone.replace(/[^+\d]/g, "")}`} className="hover:text-ink">
                    {settings.phone}
                  </a>
                </p>
              )}
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                <a href={`mailto:${settings.contactEmail}`} className="hover:text-ink">
                  {settings.contactEmail}
                </a>
              </p>
              <p className="flex gap-3">
                <MessageCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                <a
                  href={`https://wa.me/${settings.whatsappNumber}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-ink"
                >
                  WhatsApp ile yazın
                </a>
              </p>
            </div>
          )}
        </aside>
      </div>
    </InfoPage>
  );
}
