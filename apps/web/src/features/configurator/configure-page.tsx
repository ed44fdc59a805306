import { configurationLines } from "@avlu/contract/configurator-messages";
import { Info, X } from "lucide-react";
import { useMemo } from "react";
import { useParams } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { paths } from "../../config/paths";
import { Link, useLocalize } from "../../i18n/link";
import { colourNameIn, priceAnnouncement, priceParts } from "./configurator-view";
import { AddConfiguredToCart, ConfiguredOrderButtons } from "./order-actions";
import { ParasolPreview } from "./parasol-preview";
import { previewDescription, previewModel } from "./preview-model";
import { OLTA_SLUG } from "./slug";
import { StepField } from "./step-fields";
import { type ConfiguratorState, useConfiguratorState, useWords } from "./use-configurator";

export { head, loader, shouldRevalidate } from "./configure-head";
export { OLTA_SLUG };

/**
 * /olta/configure?… (issue 21): choose the parasol step by step, see it drawn at once, read the
 * running total the server confirms, and order it. Everything chosen is in the address.
 */
export default function ConfigurePage() {
  const { slug = OLTA_SLUG } = useParams();
  const { state, loadError, notFound } = useConfiguratorState(slug);
  const { t } = useWords();

  if (notFound) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-4xl">{t("configurator.notFound")}</h1>
        <Link to={paths.olta} className="mt-6 inline-block underline underline-offset-4">
          {t("configurator.backToParasol")}
        </Link>
      </main>
    );
  }
  if (!state) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center" aria-busy={!loadError}>
        <p className={loadError ? "text-danger" : "text-muted"}>{loadError ?? t("configurator.loading")}</p>
      </main>
    );
  }
  return <Configurator state={state} slug={slug} />;
}

function Configurator({ state, slug }: { state: ConfiguratorState; slug: string }) {
  const words = useWords();
  const { t, language } = words;
  const localize = useLocalize();
  const { def, configuration, quote } = state;
  const model = useMemo(() => previewModel(def, configuration, language), [def, configuration, language]);
  const description = previewDescription(model, def.name, words);
  const price = priceParts(def, quote, words);
  const lines = configurationLines(def, configuration, language, colourNameIn(language));
  const back = slug === OLTA_SLUG ? paths.olta : paths.home;
  const rrp = t("configurator.rrp");

  return (
    <main className="pb-28 lg:pb-24">
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: t("configurator.crumb.home"), to: localize(paths.home) },
            { label: def.name, to: localize(back) },
            { label: t("configurator.crumb.page") },
          ]}
        />
        <header className="mt-6">
          <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">
            {t("configurator.eyebrow", { brand: def.brand })}
          </p>
          <h1 className="mt-2 text-4xl sm:text-5xl">{t("configurator.title", { name: def.name })}</h1>
        </header>

        {state.linkNotes.length > 0 ? (
          <div
            role="status"
            data-testid="link-notes"
            className="mt-6 flex gap-3 rounded-sm border border-brass/50 bg-sand p-4 text-sm"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass" />
            <div className="flex-1">
              <p className="font-medium">{t("configurator.linkNotes")}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {state.linkNotes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              onClick={state.dismissLinkNotes}
              aria-label={t("configurator.dismiss")}
              className="self-start rounded-full p-1 hover:bg-ink/5"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
          <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start">
            <div className="bg-[#f7f4ef] p-2">
              <ParasolPreview model={model} description={description} />
            </div>
            <PriceBox state={state} price={price} rrp={rrp} />
          </div>

          <div className="space-y-10">
            {def.steps.map((step, i) => (
              <StepField
                key={step.id}
                def={def}
                step={step}
                index={i}
                config={configuration}
                onChange={state.change}
                words={words}
              />
            ))}
            <p role="status" aria-live="polite" className="text-sm text-terracotta" data-testid="change-notes">
              {state.changeNotes.join(" ")}
            </p>

            <section aria-labelledby="summary-heading" id="summary" className="border-t border-ink pt-8">
              <h2 id="summary-heading" className="text-3xl">
                {t("configurator.summary")}
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
                {t("configurator.summaryTotal", { total: price.total })}
                <span className="ml-2 font-sans text-sm text-muted">{rrp}</span>
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
          <span className="text-xs text-muted">{rrp}</span>
        </p>
        <a href="#summary" className="rounded-full bg-forest px-5 py-2.5 text-sm font-medium text-paper">
          {t("configurator.order")}
        </a>
      </div>
    </main>
  );
}

function PriceBox({
  state,
  price,
  rrp,
}: {
  state: ConfiguratorState;
  price: ReturnType<typeof priceParts>;
  rrp: string;
}) {
  const words = useWords();
  const { t } = words;
  const status =
    state.priceStatus === "checked"
      ? t("configurator.price.checked")
      : state.priceStatus === "failed"
        ? (state.priceError ?? t("configurator.price.failed"))
        : t("configurator.price.preview");
  return (
    <section
      aria-label={t("configurator.price.label")}
      className="mt-6 border-t border-ink pt-5"
      data-testid="price-box"
    >
      <dl className="space-y-1.5 text-sm">
        {price.parts.map((p) => (
          <div key={p.group} className="flex justify-between gap-4" data-testid={`price-${p.group}`}>
            <dt>
              {p.label}
              {p.group === "parasol" ? (
                <span className="ml-1 text-xs text-muted">({t("configurator.rrpExclBase")})</span>
              ) : null}
            </dt>
            <dd className="tabular-nums">{p.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-stone pt-3">
        <span className="font-medium">{t("configurator.total")}</span>
        <span className="font-display text-3xl tabular-nums" data-testid="price-total">
          {price.total}
        </span>
      </p>
      <p className="text-right text-xs text-muted">{rrp}</p>
      <p className="mt-2 text-xs text-muted" data-testid="price-shop-currency">
        {t("configurator.price.inCart", { total: price.shopTotal, rate: price.rate })}
      </p>
      <p className="mt-1 text-xs" data-testid="price-status" data-status={state.priceStatus}>
        <span className={state.priceStatus === "failed" ? "text-danger" : "text-muted"}>{status}</span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="price-announcement">
        {priceAnnouncement(state.quote, words)}
      </p>
    </section>
  );
}
