import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/card";
import { useT } from "../../i18n/use-t";
import { CheckoutRulesPanel } from "./checkout-rules-panel";
import { SearchSynonymsEditor } from "./search-synonyms";
import { Inbox } from "./shop-inbox";
import { SettingsTab } from "./shop-settings-form";
import { Subscribers } from "./shop-subscribers";

/** /admin/shop: the shop's settings, checkout rules, contact inbox, newsletter and search words, one tab each. */

const TABS = [
  { id: "settings", label: "admin.shop.tab.settings" },
  { id: "checkout", label: "admin.shop.tab.checkout" },
  { id: "inbox", label: "admin.shop.tab.inbox" },
  { id: "subscribers", label: "admin.shop.tab.subscribers" },
  { id: "search", label: "admin.shop.tab.search" },
] as const;
type Tab = (typeof TABS)[number]["id"];

export default function AdminShopPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x.id === params.get("tab"))?.id ?? "settings";
  return (
    <>
      <PageHeader title={t("admin.shop.title")} description={t("admin.shop.description")} />
      <div
        role="tablist"
        aria-label={t("admin.shop.sections")}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-stone/70"
      >
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`shop-tab-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`shop-panel-${x.id}`}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm whitespace-nowrap transition-colors ${
              tab === x.id ? "border-forest text-ink" : "border-transparent text-muted hover:text-ink"
            }`}
            onClick={() => setParams(x.id === "settings" ? {} : { tab: x.id }, { replace: true })}
          >
            {t(x.label)}
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
