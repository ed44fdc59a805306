import { type KeyboardEvent, useId, useState } from "react";

/**
 * ARIA tabs keyboard pattern for a tablist whose tabs are buttons: ArrowLeft/ArrowRight move
 * (wrapping), Home/End jump to the ends; the new tab is selected and focused.
 */
function onTabKeys<T extends string>(ids: readonly T[], current: T, select: (id: T) => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const i = ids.indexOf(current);
    const next =
      e.key === "ArrowRight"
        ? ids[(i + 1) % ids.length]
        : e.key === "ArrowLeft"
          ? ids[(i - 1 + ids.length) % ids.length]
          : e.key === "Home"
            ? ids[0]
            : e.key === "End"
              ? ids[ids.length - 1]
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    select(next);
    const tabs = e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs[ids.indexOf(next)]?.focus();
  };
}

/**
 * The selected tab of a home block, with the props that tie the TabList (`tabListProps`) and
 * the panel (`panelProps`) together.
 */
export function useTabs<T extends string>(initial: T) {
  const [tab, setTab] = useState<T>(initial);
  const baseId = useId();
  const tabListProps = { selected: tab, onSelect: setTab, baseId };
  const panelProps = { id: `${baseId}-panel`, role: "tabpanel", "aria-labelledby": `${baseId}-${tab}` } as const;
  return { tab, setTab, tabListProps, panelProps };
}

/**
 * The tabs of a home block (the collection grid's All/Tables/Chairs, Curated for You's
 * New/Fermob/Olta): buttons in a tablist, one tab stop, arrows/Home/End to move. Each block
 * styles its own tabs.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  baseId,
  className,
  tabClassName,
}: {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  baseId: string;
  className: string;
  tabClassName: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={className}
      onKeyDown={onTabKeys(
        tabs.map((t) => t.id),
        selected,
        onSelect,
      )}
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`${baseId}-${t.id}`}
          aria-selected={selected === t.id}
          aria-controls={`${baseId}-panel`}
          tabIndex={selected === t.id ? 0 : -1}
          onClick={() => onSelect(t.id)}
          className={tabClassName}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
