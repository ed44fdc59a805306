/**
 * Button looks, as class names for `<button>` and `<Link>` alike. The storefront's are tall,
 * capitalised and spaced (`primaryButton`, `secondaryButton`, `capsLink`); the admin's are compact
 * (`btnPrimary`, `btnSecondary`, `btnDanger`, `btnGhost`, `iconBtn` for icon-only buttons, which
 * need an `aria-label`).
 */

export const primaryButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full bg-forest px-8 text-xs font-medium tracking-[0.22em] text-paper uppercase transition-colors hover:bg-ink disabled:cursor-not-allowed disabled:bg-stone";

export const secondaryButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-ink/20 px-6 text-xs font-medium tracking-[0.2em] text-ink uppercase transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-50";

/** A small capitalised, underlined link or text button ("View all", "Try again", "Edit"). */
export const capsLink =
  "text-xs font-medium tracking-[0.18em] text-ink uppercase underline underline-offset-4 hover:text-brass";

export const btn =
  "inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50";
export const btnPrimary = `${btn} bg-forest text-paper hover:bg-forest/90`;
export const btnSecondary = `${btn} border border-stone bg-white text-ink hover:border-ink/40`;
export const btnDanger = `${btn} border border-danger/30 bg-white text-danger hover:bg-danger/5`;
export const btnGhost = `${btn} text-ink hover:bg-ink/5`;
export const iconBtn =
  "inline-flex size-8 items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-40";
