import {
  configuredMailBody,
  configuredMailSubject,
  configuredWhatsappMessage,
} from "@avlu/contract/configurator-messages";
import { configuratorPagePath } from "@avlu/contract/configurator-model";
import { Mail, MessageCircle, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { useT } from "../../i18n/use-t";
import { api } from "../../lib/api-client";
import { useHydrated } from "../../lib/use-hydrated";
import { queryErrorMessage } from "../../state/api";
import { selectCartUpdating, useAddConfiguredToCartMutation } from "../../state/cart-api";
import { openCart } from "../../state/cart-slice";
import { useShopSettings } from "../../state/use-shop-settings";
import type { ConfiguratorState } from "./use-configurator";

/** Tells the shop a request was opened, with the configuration (recorded for the dashboard and mailed to the owner). */
function record(slug: string, query: string, channel: "whatsapp" | "mail"): void {
  api
    .post("/api/order-requests/configured", {
      configurator: slug,
      configuration: Object.fromEntries(new URLSearchParams(query)),
      channel,
    })
    .catch((err: unknown) => console.warn("order request could not be recorded", err));
}

/**
 * 'Order via WhatsApp' and 'Order via mail' for a configured parasol: the configuration line by
 * line, the prices and the link to it, in SPEC §7's Turkish order-request style (in both languages:
 * the request goes to the shop).
 */
export function ConfiguredOrderButtons({ state }: { state: ConfiguratorState }) {
  const t = useT();
  const settings = useShopSettings();
  const hydrated = useHydrated();
  const base =
    "flex items-center justify-center gap-2 rounded-full px-5 py-3.5 text-sm font-medium tracking-wide transition";
  if (!hydrated || !settings) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
        <span className={`${base} cursor-wait bg-sand text-muted`}>{t("configurator.orderWhatsapp")}</span>
        <span className={`${base} cursor-wait bg-sand text-muted`}>{t("configurator.orderMail")}</span>
      </div>
    );
  }
  const slug = state.answer.slug;
  const link = `${window.location.origin}${configuratorPagePath(slug)}?${state.query}`;
  const request = { definition: state.def, configuration: state.configuration, quote: state.quote, link };
  const whatsapp = `https://wa.me/${settings.whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(configuredWhatsappMessage(request))}`;
  const mail = [
    "https://mail.google.com/mail/?view=cm",
    "fs=1",
    `to=${settings.orderEmails.map(encodeURIComponent).join(",")}`,
    `su=${encodeURIComponent(configuredMailSubject(state.def))}`,
    `body=${encodeURIComponent(configuredMailBody(request))}`,
  ].join("&");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => record(slug, state.query, "whatsapp")}
        className={`${base} bg-[#1f6f4a] text-paper hover:bg-[#185a3c]`}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t("configurator.orderWhatsapp")}
      </a>
      <a
        href={mail}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => record(slug, state.query, "mail")}
        className={`${base} border border-ink text-ink hover:bg-ink hover:text-paper`}
      >
        <Mail aria-hidden="true" className="size-4" />
        {t("configurator.orderMail")}
      </a>
    </div>
  );
}

/**
 * `Add to cart` (issue 21, ADR 2105): the configuration becomes one cart line; the server prices it
 * from its own table and converts the euro total into the shop's currency.
 */
export function AddConfiguredToCart({ state, shopTotal }: { state: ConfiguratorState; shopTotal: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const updating = useAppSelector(selectCartUpdating);
  const [addConfiguredToCart] = useAddConfiguredToCartMutation();
  const [error, setError] = useState<unknown>(null);
  const add = async () => {
    setError(null);
    try {
      await addConfiguredToCart({
        configurator: state.answer.slug,
        configuration: Object.fromEntries(new URLSearchParams(state.query)),
      }).unwrap();
      dispatch(openCart());
    } catch (err) {
      setError(err);
    }
  };
  return (
    <div>
      <button
        type="button"
        onClick={add}
        disabled={updating}
        className="flex w-full items-center justify-center gap-2 rounded-full bg-forest px-5 py-3.5 text-sm font-medium tracking-wide text-paper transition hover:bg-ink disabled:opacity-60"
      >
        <ShoppingBag aria-hidden="true" className="size-4" />
        {t("configurator.addToCart")}
      </button>
      <p className="mt-2 text-center text-xs text-muted">{t("configurator.inCartNote", { total: shopTotal })}</p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {/* The cart's own message (cart-api's), the shop's words on a Turkish page. */}
          {queryErrorMessage(error, t("configurator.cartFailed"))}
        </p>
      ) : null}
    </div>
  );
}
