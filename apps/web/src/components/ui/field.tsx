import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from "react";

/**
 * Form fields. `Field` is the storefront's labelled input; `FormField` labels any control the
 * caller gives (admin forms: inputs, selects, text areas, grids). Both show one message under the
 * control: the error when there is one, otherwise the hint.
 */

/** A form control without a width (tables give theirs), in the admin's compact look. */
export const control =
  "rounded-lg border border-stone bg-white px-3 py-2 text-sm text-ink placeholder:text-muted/70 focus:border-forest focus:outline-none focus:ring-2 focus:ring-forest/15 disabled:bg-sand/50 disabled:text-muted aria-[invalid=true]:border-danger";
export const inputClass = `${control} w-full`;
export const selectClass = `${control} w-full pr-8`;
export const labelClass = "mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted";

const shopLabel = "block text-[11px] font-medium tracking-[0.18em] text-muted uppercase";
const shopInput =
  "mt-2 block h-12 w-full scroll-mt-56 rounded-sm border border-stone bg-white/70 px-4 text-[15px] text-ink transition-colors placeholder:text-muted/60 hover:border-muted focus:border-ink aria-[invalid=true]:border-danger";

/** The error (or, without one, the hint) under a control. */
function FieldMessage({
  id,
  error,
  hint,
  className,
  announce,
}: {
  id?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  className: string;
  /** Admin forms announce an error as it appears; storefront inputs point at it with aria-describedby. */
  announce?: boolean;
}) {
  if (error) {
    return (
      <p
        id={id ? `${id}-error` : undefined}
        className={`${className} text-danger`}
        role={announce ? "alert" : undefined}
      >
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={id ? `${id}-hint` : undefined} className={`${className} text-muted`}>
      {hint}
    </p>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input itself (react-hook-form's `register` binds it). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A `Field`'s input for a new password (register, reset, an account made at checkout): required,
 * and the browser may offer to make one up and save it.
 */
export const NEW_PASSWORD_INPUT = { type: "password", autoComplete: "new-password", required: true } as const;

/** A labelled storefront input with its inline error (announced, and tied to the input for screen readers). */
export function Field({ label, name, error, hint, id, className, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={shopLabel}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={shopInput}
        {...input}
      />
      <FieldMessage id={inputId} error={error} hint={hint} className="mt-1.5 text-xs" />
    </div>
  );
}

/**
 * Ties storefront `Field`s to a form kept in state: `field("city")` gives the field its name,
 * value and error, and sends `{ city: typed }` to `onChange` as it is typed.
 */
export function fieldBinder<K extends string>(
  values: NoInfer<Readonly<Record<K, string>>>,
  errors: Partial<Record<K, string | undefined>>,
  onChange: (patch: Partial<Record<K, string>>) => void,
) {
  return (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [name]: e.target.value } as Partial<Record<K, string>>),
  });
}

/** A label over any control (`htmlFor` names it), a required mark, and the error or hint below. */
export function FormField({
  label,
  error,
  hint,
  children,
  htmlFor,
  required,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  htmlFor?: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
        {required ? (
          <span className="text-terracotta" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessage error={error} hint={hint} className="mt-1 text-xs" announce />
    </div>
  );
}

/**
 * An admin text input under its `FormField` label (`id` ties the two); `onChange` gets the text as
 * typed, and any other input attribute (type, inputMode, autoComplete…) goes to the input.
 */
export function InputField({
  label,
  id,
  hint,
  required,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange"> & {
  label: string;
  id: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} htmlFor={id} hint={hint} required={required}>
      <input id={id} className={inputClass} required={required} onChange={(e) => onChange(e.target.value)} {...input} />
    </FormField>
  );
}

/** A checkbox with its label beside it, for a yes or no; `className` lays the label out. */
export function CheckboxField({
  label,
  checked,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-forest"
      />
      {label}
    </label>
  );
}

/** The form's error, announced as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-sm border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
      {message}
    </p>
  );
}
