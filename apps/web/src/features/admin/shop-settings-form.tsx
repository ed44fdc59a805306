import { type Settings, settingsSchema } from "@avlu/contract/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { type FieldPath, get, useForm } from "react-hook-form";
import { btnPrimary } from "../../components/ui/button";
import { AlertBanner, Card } from "../../components/ui/card";
import { FormField, inputClass } from "../../components/ui/field";
import { Loading } from "../../components/ui/table";
import { toast } from "../../lib/toast";
import { isAborted, type QueryError, queryErrorMessage, useGetSettingsQuery } from "../../state/api";
import { SETTINGS_LOAD_FAILED, SETTINGS_SAVE_FAILED, useUpdateSettingsMutation } from "./admin-api";
import { MailNotificationsCard } from "./mail-notifications";
import { useOpenedAnswer } from "./use-opened-answer";

export const SETTINGS_SAVED = "Shop settings saved";

/** The shop settings (/admin/shop): read afresh when the tab opens, checked by the contract's settings schema. */
export function SettingsTab() {
  const query = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const settings = useOpenedAnswer(query);
  if (!settings) {
    const failed = query.error && !isAborted(query.error);
    return failed ? <AlertBanner>{queryErrorMessage(query.error, SETTINGS_LOAD_FAILED)}</AlertBanner> : <Loading />;
  }
  return <SettingsForm settings={settings} />;
}

type Key = FieldPath<Settings>;
interface InputOptions {
  type?: string;
  hint?: ReactNode;
  placeholder?: string;
  inputMode?: "numeric" | "tel" | "email";
  /** Makes the input controlled, each keystroke's text passed through this first. */
  typed?: (text: string, current: string) => string | number;
}

const SOCIAL = ["instagram", "facebook", "pinterest", "youtube"] as const;

/** "Low stock at": digits only (up to 4); an empty field is 0. */
const threshold = (text: string, current: string) =>
  /^\d{1,4}$/.test(text) ? Number(text) : text === "" ? 0 : current;

function SettingsForm({ settings }: { settings: Settings }) {
  const [updateSettings] = useUpdateSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ defaultValues: settings, resolver: zodResolver(settingsSchema), reValidateMode: "onSubmit" });
  const { register, setValue, watch, handleSubmit, reset, formState } = form;

  const input = (key: Key, label: string, opts: InputOptions = {}) => {
    const message = (get(formState.errors, key) as { message?: string } | undefined)?.message;
    const { typed } = opts;
    const bound = typed
      ? {
          value: String(watch(key)),
          onChange: (e: { target: { value: string } }) =>
            setValue(key, typed(e.target.value, String(watch(key))) as never, { shouldDirty: true }),
        }
      : register(key);
    return (
      <FormField label={label} htmlFor={`settings-${key}`} error={message} hint={opts.hint}>
        <input
          id={`settings-${key}`}
          className={inputClass}
          type={opts.type ?? "text"}
          inputMode={opts.inputMode}
          placeholder={opts.placeholder}
          aria-invalid={message ? true : undefined}
          {...bound}
        />
      </FormField>
    );
  };

  const submit = handleSubmit(async (values) => {
    setError(null);
    const result = await updateSettings(values);
    if (result.data) {
      reset(result.data);
      toast.success(SETTINGS_SAVED);
      return;
    }
    // The server's own checks, field by field (SPEC: bad input → 4xx { message, errors }).
    for (const e of (result.error as QueryError | undefined)?.errors ?? []) {
      form.setError(e.path as Key, { type: "server", message: e.message });
    }
    setError(queryErrorMessage(result.error, SETTINGS_SAVE_FAILED));
  });

  return (
    <form onSubmit={submit} noValidate>
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <Card title="Shop and contact" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("shopName", "Shop name")}
          {input("phone", "Phone", { type: "tel", placeholder: "+90 216 555 01 31" })}
          {input("whatsappNumber", "WhatsApp number", {
            inputMode: "numeric",
            placeholder: "905325550131",
            hint: "Digits only, country code first: product pages open wa.me/<number>.",
          })}
          {input("contactEmail", "Contact e-mail", { type: "email" })}
          {input("orderEmails.0", "Order mailbox 1", {
            type: "email",
            hint: "“Order via mail” drafts go to both mailboxes.",
          })}
          {input("orderEmails.1", "Order mailbox 2", { type: "email" })}
        </div>
      </Card>

      <Card title="Bank transfer" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("iban", "IBAN", {
            placeholder: "TR33 0006 1005 1978 6457 8413 26",
            hint: "Shown to customers who pay by bank transfer.",
            typed: (text) => text.toUpperCase(),
          })}
          {input("bankAccountName", "Account holder")}
          {input("taxOffice", "Tax office (vergi dairesi)", { hint: "Printed on the proforma invoice." })}
          {input("taxNumber", "Tax number (VKN)", { inputMode: "numeric" })}
        </div>
      </Card>

      <Card title="Studio" className="mb-6">
        <div className="grid gap-4 md:grid-cols-3">
          <div className="md:col-span-3">{input("studioAddress", "Studio address")}</div>
          {input("openingHours.weekdays", "Weekdays")}
          {input("openingHours.saturday", "Saturday")}
          {input("openingHours.sunday", "Sunday")}
        </div>
      </Card>

      <Card title="Social links" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL.map((k) => (
            <div key={k}>
              {input(`social.${k}`, k[0]?.toUpperCase() + k.slice(1), { type: "url", placeholder: "https://…" })}
            </div>
          ))}
        </div>
      </Card>

      <Card title="Stock" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("lowStockThreshold", "Low stock at", {
            inputMode: "numeric",
            hint: "A colour with this many or fewer says “Only N left” in the shop; the dashboard lists it as low stock.",
            typed: threshold,
          })}
        </div>
      </Card>

      <MailNotificationsCard
        value={watch("notifications")}
        onChange={(notifications) => setValue("notifications", notifications, { shouldDirty: true })}
      />

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-stone/60 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="text-xs text-muted">The storefront uses the new details as soon as they are saved.</p>
        <button type="submit" className={btnPrimary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving…" : "Save settings"}
        </button>
      </div>
    </form>
  );
}
