import { type ContactForm as ContactFields, contactFormSchema, formRule } from "@avlu/contract/shop-forms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { MessageKey } from "../../../i18n/i18n";
import { useT } from "../../../i18n/use-t";
import { queryErrorMessage } from "../../../state/api";
import { useSendContactMessageMutation } from "../contact-api";

/** SPEC §4/§9: the success message stays 5 seconds. */
export const SUCCESS_VISIBLE_MS = 5000;

const EMPTY: ContactFields = { name: "", email: "", subject: "", message: "" };
type Status =
  | { state: "idle" }
  | { state: "submitting" }
  | { state: "success" }
  | { state: "error"; problem: MessageKey }
  | { state: "error"; error: unknown };

/** What an incomplete or wrong form says (SPEC §5: every field required): one line for the whole form. */
function formProblem(errors: FieldErrors<ContactFields>): MessageKey {
  const rules = Object.values(errors).map((e) => formRule(e?.message));
  return rules.includes("email") && !rules.includes("required")
    ? "pages.contact.invalidEmail"
    : "pages.contact.incomplete";
}

const input =
  "mt-2 w-full rounded-sm border border-stone bg-paper px-4 py-3 text-sm transition placeholder:text-muted/60 hover:border-ink/40 focus:border-ink focus:outline-none";

/**
 * The contact form (SPEC §3, §4): it really sends (POST /api/contact), checked first by the
 * contract's contact form schema; the browser also keeps an empty field from being sent.
 */
export function ContactForm({ subject }: { subject: string }) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const timer = useRef<number | undefined>(undefined);
  const [send] = useSendContactMessageMutation();
  const { register, handleSubmit, reset } = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { ...EMPTY, subject },
    reValidateMode: "onSubmit",
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = handleSubmit(
    async (body) => {
      if (status.state === "submitting") return;
      setStatus({ state: "submitting" });
      try {
        await send(body).unwrap();
        reset(EMPTY);
        setStatus({ state: "success" });
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setStatus({ state: "idle" }), SUCCESS_VISIBLE_MS);
      } catch (error) {
        setStatus({ state: "error", error });
      }
    },
    (errors) => setStatus({ state: "error", problem: formProblem(errors) }),
  );

  const submitting = status.state === "submitting";
  const failure =
    status.state !== "error"
      ? null
      : "problem" in status
        ? t(status.problem)
        : queryErrorMessage(status.error, t("pages.contact.failed"));

  return (
    <form onSubmit={submit} className="max-w-2xl" aria-describedby="contact-status">
      <div className="grid gap-6 sm:grid-cols-2">
        <label className="block text-sm">
          {t("pages.contact.name")}
          <input required maxLength={100} autoComplete="name" {...register("name")} className={input} />
        </label>
        <label className="block text-sm">
          {t("pages.contact.email")}
          <input type="email" required maxLength={254} autoComplete="email" {...register("email")} className={input} />
        </label>
      </div>
      <label className="mt-6 block text-sm">
        {t("pages.contact.subject")}
        {/* The subject a link gave is in the server-rendered page too (react-hook-form fills fields only in the browser). */}
        <input required maxLength={200} defaultValue={subject} {...register("subject")} className={input} />
      </label>
      <label className="mt-6 block text-sm">
        {t("pages.contact.message")}
        <textarea required maxLength={5000} rows={7} {...register("message")} className={`${input} resize-y`} />
      </label>
      <div className="mt-8 flex flex-wrap items-center gap-6">
        <button
          type="submit"
          disabled={submitting}
          className="rounded-full bg-forest px-8 py-3.5 text-sm font-medium tracking-wide text-paper transition hover:bg-ink disabled:cursor-wait disabled:opacity-60"
        >
          {submitting ? t("pages.contact.sending") : t("pages.contact.send")}
        </button>
        <div id="contact-status" aria-live="polite" className="text-sm">
          {status.state === "success" && (
            <p role="status" className="text-forest">
              {t("pages.contact.success")}
            </p>
          )}
          {failure && (
            <p role="alert" className="text-danger">
              {failure}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
