import { type Settings, settingsSchema } from "@avlu/contract/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { type FieldPath, get, useForm } from "react-hook-form";
import { btnPrimary } from "../../components/ui/button";
import { AlertBanner, Card } from "../../components/ui/card";
import { FormField, inputClass } from "../../components/ui/field";
import { Loading } from "../../components/ui/table";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { isAborted, type QueryError, queryErrorMessage, useGetSettingsQuery } from "../../state/api";
import { useUpdateSettingsMutation } from "./admin-api";
import { FormFooter } from "./form-footer";
import { MailNotificationsCard } from "./mail-notifications";
import { useOpenedAnswer } from "./use-opened-answer";

/** The shop settings (/admin/shop): read afresh when the tab opens, checked by the contract's settings schema. */
export function SettingsTab() {
  const t = useT();
  const query = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const settings = useOpenedAnswer(query);
  if (!settings) {
    const failed = query.error && !isAborted(query.error);
    return failed ? (
      <AlertBanner>{queryErrorMessage(query.error, t("admin.settings.loadFailed"))}</AlertBanner>
    ) : (
      <Loading />
    );
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

const SOCIAL: ReadonlyArray<{ key: keyof Settings["social"]; label: MessageKey }> = [
  { key: "instagram", label: "admin.settings.social.instagram" },
  { key: "facebook", label: "admin.settings.social.facebook" },
  { key: "pinterest", label: "admin.settings.social.pinterest" },
  { key: "youtube", label: "admin.settings.social.youtube" },
];

/** "Low stock at": digits only (up to 4); an empty field is 0. */
const threshold = (text: string, current: string) =>
  /^\d{1,4}$/.test(text) ? Number(text) : text === "" ? 0 : current;

function SettingsForm({ settings }: { settings: Settings }) {
  const t = useT();
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
      toast.success(t("admin.settings.saved"));
      return;
    }
    // The server's own checks, field by field (SPEC: bad input → 4xx { message, errors }).
    for (const e of (result.error as QueryError | undefined)?.errors ?? []) {
      form.setError(e.path as Key, { type: "server", message: e.message });
    }
    setError(queryErrorMessage(result.error, t("admin.settings.saveFailed")));
  });

  return (
    <form onSubmit={submit} noValidate>
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <Card title={t("admin.settings.contact")} className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("shopName", t("admin.settings.shopName"))}
          {input("phone", t("admin.settings.phone"), { type: "tel", placeholder: "+90 216 555 01 31" })}
          {input("whatsappNumber", t("admin.settings.whatsapp"), {
            inputMode: "numeric",
            placeholder: "905325550131",
            hint: t("admin.settings.whatsappHint"),
          })}
          {input("contactEmail", t("admin.settings.contactEmail"), { type: "email" })}
          {input("orderEmails.0", t("admin.settings.orderMailbox1"), {
            type: "email",
            hint: t("admin.settings.orderMailboxHint"),
          })}
          {input("orderEmails.1", t("admin.settings.orderMailbox2"), { type: "email" })}
        </div>
      </Card>

      <Card title={t("admin.settings.bank")} className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("iban", t("admin.settings.iban"), {
            placeholder: "TR33 0006 1005 1978 6457 8413 26",
            hint: t("admin.settings.ibanHint"),
            typed: (text) => text.toUpperCase(),
          })}
          {input("bankAccountName", t("admin.settings.accountHolder"))}
          {input("taxOffice", t("admin.settings.taxOffice"), { hint: t("admin.settings.taxOfficeHint") })}
          {input("taxNumber", t("admin.settings.taxNumber"), { inputMode: "numeric" })}
        </div>
      </Card>

      <Card title={t("admin.settings.studio")} className="mb-6">
        <div className="grid gap-4 md:grid-cols-3">
          <div className="md:col-span-3">{input("studioAddress", t("admin.settings.studioAddress"))}</div>
          {input("openingHours.weekdays", t("admin.settings.weekdays"))}
          {input("openingHours.saturday", t("admin.settings.saturday"))}
          {input("openingHours.sunday", t("admin.settings.sunday"))}
        </div>
      </Card>

      <Card title={t("admin.settings.social")} className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL.map(({ key, label }) => (
            <div key={key}>{input(`social.${key}`, t(label), { type: "url", placeholder: "https://…" })}</div>
          ))}
        </div>
      </Card>

      <Card title={t("admin.settings.stock")} className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("lowStockThreshold", t("admin.settings.lowStock"), {
            inputMode: "numeric",
            hint: t("admin.settings.lowStockHint"),
            typed: threshold,
          })}
        </div>
      </Card>

      <MailNotificationsCard
        value={watch("notifications")}
        onChange={(notifications) => setValue("notifications", notifications, { shouldDirty: true })}
      />

      <FormFooter className="items-center justify-between gap-3">
        <p className="text-xs text-muted">{t("admin.settings.note")}</p>
        <button type="submit" className={btnPrimary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("admin.common.saving") : t("admin.settings.save")}
        </button>
      </FormFooter>
    </form>
  );
}
