import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/card";
import { CheckoutRulesPanel } from "./checkout-rules-panel";
import { SearchSynonymsEditor } from "./search-synonyms";
import { Inbox } from "./shop-inbox";
import { SettingsTab } from "./shop-settings-form";
import { Subscribers } from "./shop-subscribers";

/** /admin/shop: the shop's settings, checkout rules, contact inbox, newsletter and search words, one tab each. */

const TABS = [
  { id: "settings", label: "Settings" },
  { id: "checkout", label: "Delivery, VAT and lead times" },
  { id: "inbox", label: "Contact inbox" },
  { id: "subscribers", label: "Newsletter" },
  { id: "search", label: "Search words" },
] as const;
type Tab = (typeof TABS)[number]["id"];

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
          <SettingsTab />
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
