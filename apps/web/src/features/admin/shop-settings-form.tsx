import { type Settings, settingsSchema } from "@avlu/contract/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { Fragment, type ReactNode, useState } from "react";
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

/** "Low stock at": digits only (up to 4); an empty field is 0. */
const threshold = (text: string, current: string) =>
  /^\d{1,4}$/.test(text) ? Number(text) : text === "" ? 0 : current;

interface SettingsField extends Omit<InputOptions, "hint"> {
  key: Key;
  label: MessageKey;
  hint?: MessageKey;
  /** Puts the field in a div of this class ("": a plain div). */
  wrap?: string;
}

const SOCIAL: ReadonlyArray<{ key: keyof Settings["social"]; label: MessageKey }> = [
  { key: "instagram", label: "admin.settings.social.instagram" },
  { key: "facebook", label: "admin.settings.social.facebook" },
  { key: "pinterest", label: "admin.settings.social.pinterest" },
  { key: "youtube", label: "admin.settings.social.youtube" },
];

/** The form's cards of fields, in order (the mail notifications' card follows them). */
const CARDS: ReadonlyArray<{ title: MessageKey; columns: string; fields: readonly SettingsField[] }> = [
  {
    title: "admin.settings.contact",
    columns: "md:grid-cols-2",
    fields: [
      { key: "shopName", label: "admin.settings.shopName" },
      { key: "phone", label: "admin.settings.phone", type: "tel", placeholder: "+90 216 555 01 31" },
      {
        key: "whatsappNumber",
        label: "admin.settings.whatsapp",
        inputMode: "numeric",
        placeholder: "905325550131",
        hint: "admin.settings.whatsappHint",
      },
      { key: "contactEmail", label: "admin.settings.contactEmail", type: "email" },
      {
        key: "orderEmails.0",
        label: "admin.settings.orderMailbox1",
        type: "email",
        hint: "admin.settings.orderMailboxHint",
      },
      { key: "orderEmails.1", label: "admin.settings.orderMailbox2", type: "email" },
    ],
  },
  {
    title: "admin.settings.bank",
    columns: "md:grid-cols-2",
    fields: [
      {
        key: "iban",
        label: "admin.settings.iban",
        placeholder: "TR33 0006 1005 1978 6457 8413 26",
        hint: "admin.settings.ibanHint",
        typed: (text) => text.toUpperCase(),
      },
      { key: "bankAccountName", label: "admin.settings.accountHolder" },
      { key: "taxOffice", label: "admin.settings.taxOffice", hint: "admin.settings.taxOfficeHint" },
      { key: "taxNumber", label: "admin.settings.taxNumber", inputMode: "numeric" },
    ],
  },
  {
    title: "admin.settings.studio",
    columns: "md:grid-cols-3",
    fields: [
      { key: "studioAddress", label: "admin.settings.studioAddress", wrap: "md:col-span-3" },
      { key: "openingHours.weekdays", label: "admin.settings.weekdays" },
      { key: "openingHours.saturday", label: "admin.settings.saturday" },
      { key: "openingHours.sunday", label: "admin.settings.sunday" },
    ],
  },
  {
    title: "admin.settings.social",
    columns: "md:grid-cols-2",
    fields: SOCIAL.map(({ key, label }) => ({
      key: `social.${key}` as const,
      label,
      type: "url",
      placeholder: "https://…",
      wrap: "",
    })),
  },
  {
    title: "admin.settings.stock",
    columns: "md:grid-cols-2",
    fields: [
      {
        key: "lowStockThreshold",
        label: "admin.settings.lowStock",
        inputMode: "numeric",
        hint: "admin.settings.lowStockHint",
        typed: threshold,
      },
    ],
  },
];

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
      {CARDS.map((card) => (
        <Card key={card.title} title={t(card.title)} className="mb-6">
          <div className={`grid gap-4 ${card.columns}`}>
            {card.fields.map(({ key, label, hint, wrap, ...opts }) => {
              const field = input(key, t(label), { ...opts, hint: hint ? t(hint) : undefined });
              return wrap === undefined ? (
                <Fragment key={key}>{field}</Fragment>
              ) : (
                <div key={key} className={wrap || undefined}>
                  {field}
                </div>
              );
            })}
          </div>
        </Card>
      ))}

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
