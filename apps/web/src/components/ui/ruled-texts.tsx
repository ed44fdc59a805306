import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";

const LOOKS = {
  /** The information pages (About's values, Careers' teams). */
  roomy: { list: "mt-10 grid gap-10", item: "pt-5", text: "mt-3" },
  /** The OLTA parasol page's places of use and fastening types. */
  compact: { list: "mt-8 grid gap-8", item: "pt-4", text: "mt-2" },
} as const;

/** Short titled texts (by key) in up to four columns, each under a rule. */
export function RuledTexts({
  items,
  look = "roomy",
}: {
  items: ReadonlyArray<{ title: MessageKey; text: MessageKey }>;
  look?: keyof typeof LOOKS;
}) {
  const t = useT();
  const { list, item: itemSpace, text } = LOOKS[look];
  return (
    <ul className={`${list} sm:grid-cols-2 lg:grid-cols-4`}>
      {items.map((item) => (
        <li key={item.title} className={`border-t border-ink ${itemSpace}`}>
          <h3 className="font-sans text-sm font-semibold">{t(item.title)}</h3>
          <p className={`${text} text-sm leading-relaxed text-muted`}>{t(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}
