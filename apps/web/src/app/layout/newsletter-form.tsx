import { ArrowRight } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useT } from "../../i18n/use-t";
import { ApiError, api, errorMessage } from "../../lib/api-client";
import { toast } from "../../lib/toast";

type Status = { kind: "idle" | "sending" } | { kind: "done" | "known" | "error"; message: string };

/** Footer newsletter sign-up: POST /api/subscribe; 201 thanks, 409 already on the list, 400/429 the server's reason. */
export function NewsletterForm() {
  const t = useT();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const messageId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status.kind === "sending") return;
    setStatus({ kind: "sending" });
    try {
      const res = await api.post<{ message: string }>("/api/subscribe", { email });
      setStatus({ kind: "done", message: res.message });
      setEmail("");
      toast.success(res.message);
    } catch (err) {
      const message = errorMessage(err, t("newsletter.failed"));
      // Already subscribed is good news, told kindly; everything else is a problem to fix.
      if (err instanceof ApiError && err.status === 409) {
        setStatus({ kind: "known", message });
        toast.info(message);
      } else {
        setStatus({ kind: "error", message });
        toast.error(message);
      }
    }
  };

  const sending = status.kind === "sending";
  return (
    <form onSubmit={submit} aria-describedby={messageId} noValidate={false}>
      <label htmlFor={`${messageId}-email`} className="sr-only">
        {t("newsletter.email")}
      </label>
      <div className="flex items-center border-b border-paper/40 transition-colors focus-within:border-brass-soft">
        <input
          id={`${messageId}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={t("newsletter.placeholder")}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (status.kind !== "idle" && status.kind !== "sending") setStatus({ kind: "idle" });
          }}
          aria-invalid={status.kind === "error" ? true : undefined}
          className="min-w-0 flex-1 bg-transparent py-3 text-base text-paper placeholder:text-paper/50 focus:outline-none"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 py-3 pl-4 text-[12px] font-medium tracking-[0.2em] text-paper uppercase transition-colors hover:text-brass-soft disabled:opacity-60"
        >
          {sending ? t("newsletter.sending") : t("newsletter.subscribe")}
          <ArrowRight size={16} strokeWidth={1.75} aria-hidden="true" />
        </button>
      </div>
      <p
        id={messageId}
        role={status.kind === "error" ? "alert" : "status"}
        className={`mt-3 min-h-5 text-sm ${status.kind === "error" ? "text-[#f3a99b]" : "text-paper/75"}`}
      >
        {"message" in status ? status.message : ""}
      </p>
    </form>
  );
}
