import { configurationLines } from "@avlu/contract/configurator-messages";
import { Info, X } from "lucide-react";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { EXCL_BASE_NOTE, priceAnnouncement, priceParts, RRP_NOTE } from "./configurator-view";
import { AddConfiguredToCart, ConfiguredOrderButtons } from "./order-actions";
import { ParasolPreview } from "./parasol-preview";
import { previewDescription, previewModel } from "./preview-model";
import { OLTA_SLUG } from "./slug";
import { StepField } from "./step-fields";
import { type ConfiguratorState, useConfiguratorState } from "./use-configurator";

export { head, loader, shouldRevalidate } from "./configure-head";
export { OLTA_SLUG };

/**
 * /olta/configure?… (issue 21): choose the parasol step by step, see it drawn at once, read the
 * running total the server confirms, and order it. Everything chosen is in the address.
 */
export default function ConfigurePage() {
  const { slug = OLTA_SLUG } = useParams();
  const { state, loadError, notFound } = useConfiguratorState(slug);

  if (notFound) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-4xl">Configurator not found</h1>
        <Link to={paths.olta} className="mt-6 inline-block underline underline-offset-4">
          Back to the parasol
        </Link>
      </main>
    );
  }
  if (!state) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center" aria-busy={!loadError}>
        <p className={loadError ? "text-danger" : "text-muted"}>{loadError ?? "Yükleniyor..."}</p>
      </main>
    );
  }
  return <Configurator state={state} slug={slug} />;
}

function Configurator({ state, slug }: { state: ConfiguratorState; slug: string }) {
  const { def, configuration, quote } = state;
  const model = useMemo(() => previewModel(def, configuration), [def, configuration]);
  const description = previewDescription(model, def.name);
  const price = priceParts(def, quote);
  const lines = configurationLines(def, configuration, "en");
  const back = slug === OLTA_SLUG ? paths.olta : paths.home;

  return (
    <main className="pb-28 lg:pb-24">
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[{ label: "Home", to: paths.home }, { label: def.name, to: back }, { label: "Parasol configurator" }]}
        />
        <header className="mt-6">
          <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{def.brand} · Configurator</p>
          <h1 className="mt-2 text-4xl sm:text-5xl">{`Configure your ${def.name}`}</h1>
        </header>

        {state.linkNotes.length > 0 ? (
          <div
            role="status"
            data-testid="link-notes"
            className="mt-6 flex gap-3 rounded-sm border border-brass/50 bg-sand p-4 text-sm"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass" />
            <div className="flex-1">
              <p className="font-medium">Your link had choices we could not use, so we adjusted them:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {state.linkNotes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              onClick={state.dismissLinkNotes}
              aria-label="Dismiss the note"
              className="self-start rounded-full p-1 hover:bg-ink/5"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
          <div className="lg:sticky lg:top-[calc(var(--header-height,7.5rem)+1.5rem)] lg:self-start">
            <div className="bg-[#f7f4ef] p-2">
              <ParasolPreview model={model} description={description} />
            </div>
            <PriceBox state={state} price={price} />
          </div>

          <div className="space-y-10">
            {def.steps.map((step, i) => (
              <StepField key={step.id} def={def} step={step} index={i} config={configuration} onChange={state.change} />
            ))}
            <p role="status" aria-live="polite" className="text-sm text-terracotta" data-testid="change-notes">
              {state.changeNotes.join(" ")}
            </p>

            <section aria-labelledby="summary-heading" id="summary" className="border-t border-ink pt-8">
              <h2 id="summary-heading" className="text-3xl">
                Your parasol
              </h2>
              <dl
                className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm"
                data-testid="configuration-lines"
              >
                {lines.map((l, i) => (
                  <div key={`${l.step}-${i}`} className="contents">
                    <dt className="text-muted">{l.label}</dt>
                    <dd>{l.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-6 font-display text-3xl tabular-nums" data-testid="summary-total">
                Total {price.total}
                <span className="ml-2 font-sans text-sm text-muted">{RRP_NOTE}</span>
              </p>
              <div className="mt-6 space-y-3">
                <AddConfiguredToCart state={state} shopTotal={price.shopTotal} />
                <ConfiguredOrderButtons state={state} />
              </div>
            </section>
          </div>
        </div>
      </div>

      {/* Phones: the total stays in sight while choosing. */}
      <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-4 border-t border-stone bg-paper/95 px-4 py-3 backdrop-blur lg:hidden">
        <p className="text-sm">
          <span className="font-display text-2xl tabular-nums">{price.total}</span>{" "}
          <span className="text-xs text-muted">{RRP_NOTE}</span>
        </p>
        <a href="#summary" className="rounded-full bg-forest px-5 py-2.5 text-sm font-medium text-paper">
          Order
        </a>
      </div>
    </main>
  );
}

function PriceBox({ state, price }: { state: ConfiguratorState; price: ReturnType<typeof priceParts> }) {
  const status =
    state.priceStatus === "checked"
      ? "Price confirmed by the shop"
      : state.priceStatus === "failed"
        ? (state.priceError ?? "The price could not be checked.")
        : "Price preview, being confirmed…";
  return (
    <section aria-label="Price" className="mt-6 border-t border-ink pt-5" data-testid="price-box">
      <dl className="space-y-1.5 text-sm">
        {price.parts.map((p) => (
          <div key={p.group} className="flex justify-between gap-4" data-testid={`price-${p.group}`}>
            <dt>
              {p.label}
              {p.group === "parasol" ? <span className="ml-1 text-xs text-muted">({EXCL_BASE_NOTE})</span> : null}
            </dt>
            <dd className="tabular-nums">{p.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-stone pt-3">
        <span className="font-medium">Total</span>
        <span className="font-display text-3xl tabular-nums" data-testid="price-total">
          {price.total}
        </span>
      </p>
      <p className="text-right text-xs text-muted">{RRP_NOTE}</p>
      <p className="mt-2 text-xs text-muted" data-testid="price-shop-currency">
        In the cart: {price.shopTotal} (1 € = {price.rate} $)
      </p>
      <p className="mt-1 text-xs" data-testid="price-status" data-status={state.priceStatus}>
        <span className={state.priceStatus === "failed" ? "text-danger" : "text-muted"}>{status}</span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="price-announcement">
        {priceAnnouncement(state.quote)}
      </p>
    </section>
  );
}
