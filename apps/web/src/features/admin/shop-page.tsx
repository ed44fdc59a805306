import type { ContactMessage, ContactMessagePage, SubscriberPage } from "@avlu/contract/admin";
import type { Settings } from "@avlu/contract/settings";
import { CheckCircle2, Mail, RotateCcw } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useAppDispatch } from "../../app/hooks";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, CardAlert, PageHeader } from "../../components/ui/card";
import { control, FormField, inputClass } from "../../components/ui/field";
import { FilterTabs, SearchField } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, Loading, td } from "../../components/ui/table";
import { ApiError, api, errorMessage } from "../../lib/api-client";
import { formatDate, formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useDebounced } from "../../lib/use-debounced";
import { api as apiCache } from "../../state/api";
import { CheckoutRulesPanel } from "./checkout-rules-panel";
import { ExportCsvButton } from "./export-csv-button";
import { MailNotificationsCard } from "./mail-notifications";
import { SearchSynonymsEditor } from "./search-synonyms";

const TABS = [
  { id: "settings", label: "Settings" },
  { id: "checkout", label: "Delivery, VAT and lead times" },
  { id: "inbox", label: "Contact inbox" },
  { id: "subscribers", label: "Newsletter" },
  { id: "search", label: "Search words" },
] as const;
type Tab = (typeof TABS)[number]["id"];

export const SETTINGS_SAVED = "Shop settings saved";

/* ------------------------------------------------------------------ settings */

type FieldErrors = Record<string, string>;

function SettingsForm() {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Settings>("/api/settings", { signal: controller.signal })
      .then(setForm)
      .catch((err) => {
        if (!controller.signal.aborted) setError(errorMessage(err, "Failed to load the shop settings"));
      });
    return () => controller.abort();
  }, []);

  if (error && !form) return <AlertBanner>{error}</AlertBanner>;
  if (!form) return <Loading />;

  const set = (patch: Partial<Settings>) => setForm({ ...form, ...patch });
  const input = (
    key: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    opts: { type?: string; hint?: ReactNode; placeholder?: string; inputMode?: "numeric" | "tel" | "email" } = {},
  ) => (
    <FormField label={label} htmlFor={`settings-${key}`} error={fieldErrors[key]} hint={opts.hint}>
      <input
        id={`settings-${key}`}
        className={inputClass}
        type={opts.type ?? "text"}
        inputMode={opts.inputMode}
        placeholder={opts.placeholder}
        value={value}
        aria-invalid={fieldErrors[key] ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      const saved = await api.put<Settings>("/api/admin/settings", form);
      setForm(saved);
      dispatch(apiCache.util.upsertQueryData("getSettings", undefined, saved));
      toast.success(SETTINGS_SAVED);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        setFieldErrors(Object.fromEntries(err.errors.map((x) => [x.path, x.message])));
      }
      setError(errorMessage(err, "Failed to save the shop settings"));
    } finally {
      setSaving(false);
    }
  };

  const [mail1, mail2] = form.orderEmails;
  return (
    <form onSubmit={submit} noValidate>
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <Card title="Shop and contact" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("shopName", "Shop name", form.shopName, (v) => set({ shopName: v }))}
          {input("phone", "Phone", form.phone, (v) => set({ phone: v }), {
            type: "tel",
            placeholder: "+90 216 555 01 31",
          })}
          {input("whatsappNumber", "WhatsApp number", form.whatsappNumber, (v) => set({ whatsappNumber: v }), {
            inputMode: "numeric",
            placeholder: "905325550131",
            hint: "Digits only, country code first: product pages open wa.me/<number>.",
          })}
          {input("contactEmail", "Contact e-mail", form.contactEmail, (v) => set({ contactEmail: v }), {
            type: "email",
          })}
          {input("orderEmails.0", "Order mailbox 1", mail1, (v) => set({ orderEmails: [v, mail2] }), {
            type: "email",
            hint: "“Order via mail” drafts go to both mailboxes.",
          })}
          {input("orderEmails.1", "Order mailbox 2", mail2, (v) => set({ orderEmails: [mail1, v] }), { type: "email" })}
        </div>
      </Card>

      <Card title="Bank transfer" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input("iban", "IBAN", form.iban, (v) => set({ iban: v.toUpperCase() }), {
            placeholder: "TR33 0006 1005 1978 6457 8413 26",
            hint: "Shown to customers who pay by bank transfer.",
          })}
          {input("bankAccountName", "Account holder", form.bankAccountName, (v) => set({ bankAccountName: v }))}
          {input("taxOffice", "Tax office (vergi dairesi)", form.taxOffice, (v) => set({ taxOffice: v }), {
            hint: "Printed on the proforma invoice.",
          })}
          {input("taxNumber", "Tax number (VKN)", form.taxNumber, (v) => set({ taxNumber: v }), {
            inputMode: "numeric",
          })}
        </div>
      </Card>

      <Card title="Studio" className="mb-6">
        <div className="grid gap-4 md:grid-cols-3">
          <div className="md:col-span-3">
            {input("studioAddress", "Studio address", form.studioAddress, (v) => set({ studioAddress: v }))}
          </div>
          {input("openingHours.weekdays", "Weekdays", form.openingHours.weekdays, (v) =>
            set({ openingHours: { ...form.openingHours, weekdays: v } }),
          )}
          {input("openingHours.saturday", "Saturday", form.openingHours.saturday, (v) =>
            set({ openingHours: { ...form.openingHours, saturday: v } }),
          )}
          {input("openingHours.sunday", "Sunday", form.openingHours.sunday, (v) =>
            set({ openingHours: { ...form.openingHours, sunday: v } }),
          )}
        </div>
      </Card>

      <Card title="Social links" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {(["instagram", "facebook", "pinterest", "youtube"] as const).map((k) =>
            input(
              `social.${k}`,
              k[0]?.toUpperCase() + k.slice(1),
              form.social[k],
              (v) => set({ social: { ...form.social, [k]: v } }),
              {
                type: "url",
                placeholder: "https://…",
              },
            ),
          )}
        </div>
      </Card>

      <Card title="Stock" className="mb-6">
        <div className="grid gap-4 md:grid-cols-2">
          {input(
            "lowStockThreshold",
            "Low stock at",
            String(form.lowStockThreshold),
            (v) => set({ lowStockThreshold: /^\d{1,4}$/.test(v) ? Number(v) : v === "" ? 0 : form.lowStockThreshold }),
            {
              inputMode: "numeric",
              hint: "A colour with this many or fewer says “Only N left” in the shop; the dashboard lists it as low stock.",
            },
          )}
        </div>
      </Card>

      <MailNotificationsCard value={form.notifications} onChange={(notifications) => set({ notifications })} />

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-stone/60 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="text-xs text-muted">The storefront uses the new details as soon as they are saved.</p>
        <button type="submit" className={btnPrimary} disabled={saving}>
          {saving ? "Saving…" : "Save settings"}
        </button>
      </div>
    </form>
  );
}

/* ------------------------------------------------------------------ contact inbox */

const INBOX_FILTERS = [
  { value: "false", label: "Open" },
  { value: "true", label: "Handled" },
  { value: "", label: "All" },
] as const;
type InboxFilter = (typeof INBOX_FILTERS)[number]["value"];

function Inbox() {
  const [filter, setFilter] = useState<InboxFilter>("false");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ContactMessagePage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async (handled: string, p: number, signal?: AbortSignal) => {
    setLoading(true);
    setError(null);
    try {
      setData(
        await api.get<ContactMessagePage>("/api/admin/contact-messages", {
          query: { handled, page: p, limit: 20 },
          signal,
        }),
      );
    } catch (err) {
      if (signal?.aborted) return;
      setError(errorMessage(err, "Failed to load the messages"));
    }
    setLoading(false);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(filter, page, controller.signal);
    return () => controller.abort();
  }, [load, filter, page]);

  const mark = async (m: ContactMessage, handled: boolean) => {
    setBusy(m._id);
    try {
      await api.put<ContactMessage>(`/api/admin/contact-messages/${encodeURIComponent(m._id)}`, { handled });
      toast.success(handled ? "Marked as handled" : "Opened again");
      await load(filter, page);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update the message"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      padded={false}
      title={
        <span className="flex items-center gap-2">
          Messages
          {data ? <Badge tone={data.unhandled ? "amber" : "green"}>{data.unhandled} open</Badge> : null}
        </span>
      }
      actions={
        <FilterTabs
          label="Show messages"
          options={INBOX_FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      }
    >
      <CardAlert message={error} />
      <ListBody
        loading={loading && !data}
        empty={!data || data.messages.length === 0}
        emptyText={filter === "false" ? "No open messages. Everything is answered." : "No messages."}
      >
        <ul className="divide-y divide-stone/60" aria-busy={loading}>
          {data?.messages.map((m) => (
            <li key={m._id} className="px-5 py-5" data-testid="contact-message">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{m.subject}</p>
                  <p className="text-sm text-muted">
                    {m.name} ·{" "}
                    <a
                      href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                      className="text-forest hover:underline"
                    >
                      {m.email}
                    </a>{" "}
                    · {formatDateTime(m.createdAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {m.handled ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">Open</Badge>}
                  <a
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    className={btnSecondary}
                  >
                    <Mail className="size-4" aria-hidden="true" />
                    Reply
                  </a>
                  <button
                    type="button"
                    className={m.handled ? btnSecondary : btnPrimary}
                    disabled={busy === m._id}
                    onClick={() => void mark(m, !m.handled)}
                  >
                    {m.handled ? (
                      <RotateCcw className="size-4" aria-hidden="true" />
                    ) : (
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                    )}
                    {m.handled ? "Reopen" : "Mark as handled"}
                  </button>
                </div>
              </div>
              <p className="mt-3 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-ink/90">{m.message}</p>
            </li>
          ))}
        </ul>
      </ListBody>
      <Pagination data={data} nouns={["message", "messages"]} onPage={setPage} />
    </Card>
  );
}

/* ------------------------------------------------------------------ subscribers */

const SUBSCRIBER_COLUMNS = ["E-mail", "Subscribed"];

function Subscribers() {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SubscriberPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    api
      .get<SubscriberPage>("/api/admin/subscribers", {
        query: { search: term, page, limit: 50 },
        signal: controller.signal,
      })
      .then((d) => {
        setData(d);
        setLoading(false);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(err, "Failed to load the subscribers"));
        setLoading(false);
      });
    return () => controller.abort();
  }, [term, page]);

  return (
    <Card
      padded={false}
      title="Subscribers"
      actions={
        <div className="flex items-center gap-2">
          <SearchField
            label="Search subscribers"
            placeholder="E-mail"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            className="relative hidden sm:block"
            inputClassName={`${control} w-56`}
          />
          <ExportCsvButton path="/api/admin/subscribers/export.csv" fileName="avlu-subscribers.csv" />
        </div>
      }
    >
      <CardAlert message={error} />
      <ListBody
        loading={loading && !data}
        empty={!data || data.subscribers.length === 0}
        emptyText={term ? "No subscriber matches." : "No subscribers yet."}
      >
        <DataTable columns={SUBSCRIBER_COLUMNS} busy={loading}>
          {data?.subscribers.map((s) => (
            <tr key={s._id}>
              <td className={td}>{s.email}</td>
              <td className={`${td} text-muted`}>{formatDate(s.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      </ListBody>
      <Pagination data={data} nouns={["subscriber", "subscribers"]} onPage={setPage} />
    </Card>
  );
}

/* ------------------------------------------------------------------ page */

export default function AdminShopPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.id === params.get("tab"))?.id ?? "settings";
  return (
    <>
      <PageHeader
        title="Shop"
        description="Contact details the storefront shows, messages from the contact form, newsletter sign-ups and the words search understands."
      />
      <div
        role="tablist"
        aria-label="Shop sections"
        className="mb-6 flex gap-1 overflow-x-auto border-b border-stone/70"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`shop-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`shop-panel-${t.id}`}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm whitespace-nowrap transition-colors ${
              tab === t.id ? "border-forest text-ink" : "border-transparent text-muted hover:text-ink"
            }`}
            onClick={() => setParams(t.id === "settings" ? {} : { tab: t.id }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`shop-panel-${tab}`} aria-labelledby={`shop-tab-${tab}`}>
        {tab === "settings" ? (
          <SettingsForm />
        ) : tab === "checkout" ? (
          <CheckoutRulesPanel />
        ) : tab === "inbox" ? (
          <Inbox />
        ) : tab === "search" ? (
          <SearchSynonymsEditor />
        ) : (
          <Subscribers />
        )}
      </div>
    </>
  );
}
