import type { InputHTMLAttributes } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled storefront input with its inline error (announced, and tied to the input for screen readers). */
export function Field({ label, name, error, hint, id, className, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-[11px] font-medium tracking-[0.18em] text-muted uppercase">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-2 block h-12 w-full scroll-mt-56 rounded-sm border border-stone bg-white/70 px-4 text-[15px] text-ink transition-colors placeholder:text-muted/60 hover:border-muted focus:border-ink aria-[invalid=true]:border-danger"
        {...input}
      />
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const primaryButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full bg-forest px-8 text-xs font-medium tracking-[0.22em] text-paper uppercase transition-colors hover:bg-ink disabled:cursor-not-allowed disabled:bg-stone";

/** A small capitalised, underlined link or text button ("View all", "Try again", "Edit"). */
export const capsLink =
  "text-xs font-medium tracking-[0.18em] text-ink uppercase underline underline-offset-4 hover:text-brass";

export const secondaryButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-ink/20 px-6 text-xs font-medium tracking-[0.2em] text-ink uppercase transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-50";

/** The form's error, announced as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-sm border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
      {message}
    </p>
  );
}
