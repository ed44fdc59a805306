import {
  type Configuration,
  type ConfiguratorDefinition,
  type ConfiguratorStep,
  findOption,
  localText,
} from "@avlu/contract/configurator-model";
import { isOffered, maxQuantityOf } from "@avlu/contract/configurator-rules";
import { Minus, Plus } from "lucide-react";
import { memo } from "react";
import {
  colourNameIn,
  optionLabel,
  priceEffect,
  quantityOf,
  unavailableReason,
  type Words,
  withChoice,
  withColour,
  withQuantity,
} from "./configurator-view";

interface StepProps {
  def: ConfiguratorDefinition;
  step: ConfiguratorStep;
  index: number;
  config: Configuration;
  onChange: (next: Configuration) => void;
  /** The page's language and texts (a new one renders the step again). */
  words: Words;
}

const card =
  "relative flex cursor-pointer flex-col gap-1 rounded-sm border border-stone bg-paper p-4 text-left transition hover:border-ink has-checked:border-forest has-checked:ring-1 has-checked:ring-forest has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-forest has-disabled:cursor-not-allowed has-disabled:opacity-55 has-disabled:hover:border-stone";

/**
 * One step of the configurator: a radio group (single choice, with its colour range) or quantities
 * (extras). Memoised: the page renders again when the server confirms the price, and the steps
 * (most of the page) stay as they are unless a choice changed.
 */
export const StepField = memo(function StepField(props: StepProps) {
  const { step, index, words } = props;
  const title = localText(step.title, words.language);
  const help = localText(step.help, words.language);
  return (
    <fieldset className="border-t border-stone pt-8" data-testid={`step-${step.id}`}>
      <legend className="float-left w-full">
        <span className="text-[11px] font-semibold tracking-[0.25em] text-brass uppercase">
          {words.t("configurator.step", { number: index + 1 })}
        </span>
        <span className="mt-1 block font-display text-3xl">{title}</span>
      </legend>
      {help ? <p className="clear-both pt-2 text-sm text-muted">{help}</p> : null}
      <div className="clear-both pt-4">
        {step.kind === "single" ? <SingleStep {...props} /> : <MultiStep {...props} />}
      </div>
    </fieldset>
  );
});

function SingleStep({ def, step, config, onChange, words }: StepProps) {
  const chosen = findOption(step, config.choices[step.id]);
  const swatches = step.options.every((o) => o.hex && !o.colours);
  return (
    <>
      <div className={swatches ? "grid grid-cols-2 gap-2" : "grid gap-3 sm:grid-cols-2"}>
        {step.options.map((o) => {
          const reason = unavailableReason(def, o, config, words);
          const description = localText(o.description, words.language);
          return (
            <label key={o.id} className={card}>
              <input
                type="radio"
                name={step.id}
                value={o.id}
                checked={chosen?.id === o.id}
                disabled={reason !== null}
                onChange={() => onChange(withChoice(config, step.id, o.id))}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2 font-medium">
                  {o.hex ? (
                    <span
                      aria-hidden="true"
                      className="inline-block size-4 shrink-0 rounded-full border border-ink/20"
                      style={{ backgroundColor: o.hex }}
                    />
                  ) : null}
                  {optionLabel(o, words)}
                </span>
                <span className="shrink-0 text-sm text-muted tabular-nums">
                  {priceEffect(def, step, o, config, words)}
                </span>
              </span>
              {description ? <span className="text-xs leading-relaxed text-muted">{description}</span> : null}
              {o.properties?.length ? (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                  {o.properties.map((p) => (
                    <div key={p.label.en} className="contents">
                      <dt className="text-muted">{localText(p.label, words.language)}</dt>
                      <dd>{localText(p.value, words.language)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {reason ? <span className="text-xs text-terracotta">{reason}</span> : null}
            </label>
          );
        })}
      </div>
      {chosen?.colours?.length ? <ColourChoice step={step} config={config} onChange={onChange} words={words} /> : null}
    </>
  );
}

function ColourChoice({ step, config, onChange, words }: Omit<StepProps, "def" | "index">) {
  const option = findOption(step, config.choices[step.id]);
  const range = option?.colours ?? [];
  const current = range.find((c) => c.id === config.colours[step.id]);
  const name = colourNameIn(words.language);
  const title =
    localText(step.colourTitle, words.language) ||
    words.t("configurator.colourOf", { title: localText(step.title, words.language) });
  return (
    <fieldset className="mt-6">
      <legend className="text-sm">
        {title}: <span className="font-medium">{current ? name(current.name) : null}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {range.map((c) => (
          <label
            key={c.id}
            title={name(c.name)}
            className="relative size-10 cursor-pointer rounded-full border border-ink/15 transition has-checked:ring-2 has-checked:ring-forest has-checked:ring-offset-2 has-checked:ring-offset-paper has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-forest"
            style={{ backgroundColor: c.hex }}
          >
            <input
              type="radio"
              name={`${step.id}-colour`}
              value={c.id}
              aria-label={name(c.name)}
              checked={current?.id === c.id}
              onChange={() => onChange(withColour(config, step.id, c.id))}
              className="sr-only"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function MultiStep({ def, step, config, onChange, words }: StepProps) {
  return (
    <ul className="divide-y divide-stone border-y border-stone">
      {step.options.map((o) => {
        const label = optionLabel(o, words);
        const q = quantityOf(config, step.id, o.id);
        const max = maxQuantityOf(o);
        const offered = isOffered(o, config);
        const reason = unavailableReason(def, o, config, words);
        const set = (n: number) => onChange(withQuantity(config, step.id, o.id, Math.max(0, Math.min(max, n))));
        const inputId = `${step.id}-${o.id}`;
        return (
          <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 flex-1">
              {max === 1 ? (
                <label className="flex cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    checked={q > 0}
                    disabled={!offered}
                    onChange={(e) => set(e.target.checked ? 1 : 0)}
                    className="size-4 accent-forest"
                  />
                  <span className="font-medium">{label}</span>
                </label>
              ) : (
                <label htmlFor={inputId} className="font-medium">
                  {label}
                </label>
              )}
              <span className="block text-xs text-muted">
                {priceEffect(def, step, o, config, words)}
                {max > 1 ? ` · ${words.t("configurator.upTo", { max })}` : ""}
              </span>
              {reason ? <span className="block text-xs text-terracotta">{reason}</span> : null}
            </div>
            {max > 1 ? (
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  aria-label={words.t("configurator.less", { label })}
                  disabled={!offered || q === 0}
                  onClick={() => set(q - 1)}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-stone hover:border-ink disabled:opacity-40"
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  value={q}
                  disabled={!offered}
                  onChange={(e) => set(Number.parseInt(e.target.value, 10) || 0)}
                  className="w-14 rounded-sm border border-stone bg-paper px-2 py-1.5 text-center tabular-nums"
                />
                <button
                  type="button"
                  aria-label={words.t("configurator.more", { label })}
                  disabled={!offered || q >= max}
                  onClick={() => set(q + 1)}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-stone hover:border-ink disabled:opacity-40"
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
