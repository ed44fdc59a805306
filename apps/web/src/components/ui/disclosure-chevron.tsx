import { ChevronDown } from "lucide-react";

/** The chevron of a button that opens and closes a panel: it points down, and turns up while `open`. */
export function DisclosureChevron({ open, size, strokeWidth }: { open: boolean; size: number; strokeWidth: number }) {
  return (
    <ChevronDown
      size={size}
      strokeWidth={strokeWidth}
      aria-hidden="true"
      className={`transition-transform duration-200 ${open ? "rotate-180" : ""}`}
    />
  );
}
