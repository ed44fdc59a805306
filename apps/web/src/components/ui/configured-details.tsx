import type { ConfiguredItem } from "@avlu/contract/configurator";
import { formatEuro } from "@avlu/contract/configurator-price";

/**
 * What a configured product's cart or order line says (issue 21, ADR 2105): each choice, and the
 * euro price (RRP incl. VAT) beside the shop-currency figure the line shows, with the rate.
 */
export function ConfiguredDetails({ configuration, quantity }: { configuration: ConfiguredItem; quantity: number }) {
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
        {formatEuro(configuration.euroCents * quantity)} RRP incl. VAT · 1 € = {configuration.exchangeRate} $
      </p>
    </div>
  );
}
