import { X } from "lucide-react";
import type { Ref } from "react";

/** The round × in the header of a drawer or full-screen panel (the cart, the mobile menu); `label` names it. */
export function CloseButton({
  ref,
  label,
  onClick,
  iconSize = 20,
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  onClick: () => void;
  iconSize?: number;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full hover:bg-ink/5"
    >
      <X size={iconSize} strokeWidth={1.5} aria-hidden="true" />
    </button>
  );
}
