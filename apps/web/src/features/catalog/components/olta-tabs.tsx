import { Check } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { type Translate, useLanguage, useT } from "../../../i18n/use-t";
import { FRAME_FEATURES, PARASOL_NAME, SHAPES, TECHNICAL_DATA, type TechnicalCell } from "../olta-parasol-data";

type Tab = "description" | "technical";

/** A technical data cell in the page's language (a measure with the language's decimal sign). */
function cellText(cell: TechnicalCell, t: Translate, locale: string): string {
  if (typeof cell === "string") return cell;
  if ("key" in cell) return t(cell.key);
  return `${cell.amount.toLocaleString(locale)} ${cell.unit}`;
}

/** The parasol page's 'Description' and 'Technical data' tabs (SPEC §2; arrow keys move between them). */
export function OltaTabs() {
  const t = useT();
  const locale = useLanguage() === "tr" ? "tr-TR" : "en-US";
  const [tab, setTab] = useState<Tab>("description");
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ description: null, technical: null });

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const next: Tab = tab === "description" ? "technical" : "description";
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="mt-20">
      <div
        role="tablist"
        aria-label={t("catalog.olta.tabs.label", { name: PARASOL_NAME })}
        className="flex gap-8 border-b border-stone"
      >
        {(
          [
            ["description", t("catalog.olta.tabs.description")],
            ["technical", t("catalog.olta.tabs.technical")],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            ref={(el) => {
              tabs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onTabKey}
            className={`-mb-px border-b-2 pb-3 text-sm tracking-wide transition ${
              tab === id ? "border-ink text-ink" : "border-transparent text-muted hover:text-ink"
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === "description" ? (
        <div
          role="tabpanel"
          id="panel-description"
          aria-labelledby="tab-description"
          className="grid gap-12 pt-10 lg:grid-cols-2"
        >
          <div className="space-y-4 leading-relaxed text-ink/80">
            <p>{t("catalog.olta.description.history", { name: PARASOL_NAME })}</p>
            <p>{t("catalog.olta.description.joint")}</p>
            <p>{t("catalog.olta.description.configure")}</p>
          </div>
          <div>
            <h2 className="font-sans text-xs font-semibold tracking-[0.2em] uppercase">
              {t("catalog.olta.frame.title")}
            </h2>
            <ul className="mt-4 space-y-3">
              {FRAME_FEATURES.map((f) => (
                <li key={f} className="flex gap-3 text-sm">
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  {t(f)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <div role="tabpanel" id="panel-technical" aria-labelledby="tab-technical" className="pt-10">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-b border-ink">
                  <th scope="col" className="py-3 pr-4 font-medium">
                    {t("catalog.olta.tabs.technical")}
                  </th>
                  {SHAPES.map((s) => (
                    <th key={s.diameter} scope="col" className="py-3 pr-4 font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {TECHNICAL_DATA.map(([label, a, b]) => (
                  <tr key={label} className="border-b border-stone">
                    <th scope="row" className="py-3 pr-4 font-normal text-muted">
                      {t(label)}
                    </th>
                    <td className="py-3 pr-4">{cellText(a, t, locale)}</td>
                    <td className="py-3 pr-4">{cellText(b, t, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
