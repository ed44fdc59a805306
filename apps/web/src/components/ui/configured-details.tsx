import type { ConfiguredItem } from "@avlu/contract/configurator";
import { formatEuro } from "@avlu/contract/configurator-price";
import { useLanguage, useT } from "../../i18n/use-t";

/**
 * What a configured product's cart or order line says (issue 21, ADR 2105): each choice, and the
 * euro price (RRP incl. VAT) beside the shop-currency figure the line shows, with the rate. The
 * choices' labels and values are the configuration's own, as it was priced.
 */
export function ConfiguredDetails({ configuration, quantity }: { configuration: ConfiguredItem; quantity: number }) {
  const t = useT();
  const language = useLanguage();
  // The rate as the definition writes it ("1.0850"); with a decimal comma on Turkish pages.
  const rate = language === "tr" ? configuration.exchangeRate.replace(".", ",") : configuration.exchangeRate;
  return (
    <div className="mt-1 text-xs text-muted" data-testid="configured-details">
      <ul className="space-y-0.5">
        {configuration.lines.map((l, i) => (
          <li key={`${l.label}-${i}`}>
            {l.label}: <span className="text-ink">{l.value}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1" data-testid="configured-euro">
        {t("ui.configured.euro", { euro: formatEuro(configuration.euroCents * quantity, language), rate })}
      </p>
    </div>
  );
}
