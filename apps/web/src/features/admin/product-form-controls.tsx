import { BASIC_COLORS, COLOR_PALETTE, DOORS, type Door } from "@avlu/contract/catalog-constants";
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import type { FieldError, FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Card } from "../../components/ui/card";
import { FormField, inputClass, selectClass } from "../../components/ui/field";
import { Options } from "../../components/ui/options";
import { type Translate, useT } from "../../i18n/use-t";

/** The pieces both product forms are built of: sections, colour suggestions and labelled controls. */

const COLOR_SUGGESTIONS = [...new Set([...Object.keys(COLOR_PALETTE), ...BASIC_COLORS])];
export const COLORS_LIST_ID = "admin-color-names";

export function ColorSuggestions() {
  return (
    <datalist id={COLORS_LIST_ID}>
      {COLOR_SUGGESTIONS.map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mb-6" title={title}>
      {description ? <p className="-mt-1 mb-4 text-sm text-muted">{description}</p> : null}
      {children}
    </Card>
  );
}

/**
 * A field's message from react-hook-form's errors: the field's own, or (for a list edited as a
 * whole, e.g. the variants) the list's `root` one.
 */
export function errorText<F extends FieldValues>(errors: FieldErrors<F>, key: string): string | undefined {
  const e = errors[key] as (FieldError & { root?: FieldError }) | undefined;
  return e?.message ?? e?.root?.message;
}

/** A fieldset's legend with the required mark, as the form's labels look. */
function RequiredLegend({ children }: { children: ReactNode }) {
  return (
    <legend className="mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted">
      {children} <span className="text-terracotta">*</span>
    </legend>
  );
}

/** An error under a fieldset, announced as it appears. */
function FieldsetError({ message, className = "" }: { message: string | undefined; className?: string }) {
  return message ? (
    <p className={`${className} text-xs text-danger`.trim()} role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * The required Door fieldset of both forms: one labelled input per door (`input` gives its
 * attributes: a radio button when adding, a checkbox when editing), laid out by `layout`, the error below.
 */
export function DoorFieldset({
  layout,
  error,
  errorClassName,
  input,
}: {
  layout: string;
  error: string | undefined;
  errorClassName?: string;
  input: (door: Door) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const t = useT();
  return (
    <fieldset>
      <RequiredLegend>{t("admin.productForm.door")}</RequiredLegend>
      <div className={layout}>
        {DOORS.map((d) => (
          <label key={d} className="flex items-center gap-2 text-sm capitalize">
            <input {...input(d)} className="accent-forest" />
            {d}
          </label>
        ))}
      </div>
      <FieldsetError className={errorClassName} message={error} />
    </fieldset>
  );
}

interface TextOptions {
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** The id of a <datalist> with suggestions. */
  list?: string;
}

/**
 * The labelled controls of one product form, registered with its react-hook-form; `prefix` keeps
 * the ids of the add and edit forms apart ("add-name", "edit-name"); `t` is the form's `useT()`.
 */
export function formControls<F extends FieldValues, T>(
  prefix: string,
  form: UseFormReturn<F, unknown, T>,
  t: Translate,
) {
  const { register } = form;
  const errors = form.formState.errors;
  const id = (key: string) => `${prefix}-${key}`;
  const invalid = (key: string) => (errorText(errors, key) ? { "aria-invalid": true as const } : {});
  return {
    /** The message of a field, or of a list edited as a whole (`errorText`). */
    error: (key: string) => errorText(errors, key),
    text: (key: Path<F>, label: string, opts: TextOptions = {}) => (
      <FormField
        label={label}
        htmlFor={id(key)}
        error={errorText(errors, key)}
        required={opts.required}
        hint={opts.hint}
      >
        <input
          id={id(key)}
          className={inputClass}
          list={opts.list}
          placeholder={opts.placeholder}
          {...register(key)}
          {...invalid(key)}
        />
      </FormField>
    ),
    description: (rows: number) => (
      <FormField
        label={t("admin.productForm.description")}
        htmlFor={id("description")}
        error={errorText(errors, "description")}
        required
      >
        <textarea
          id={id("description")}
          rows={rows}
          className={inputClass}
          {...register("description" as Path<F>)}
          {...invalid("description")}
        />
      </FormField>
    ),
    /** A select of `options`; with `choose`, a required one that starts on "Choose…". */
    select: (key: Path<F>, label: string, options: readonly string[], choose = false) => (
      <FormField label={label} htmlFor={id(key)} error={errorText(errors, key)} required={choose}>
        <select id={id(key)} className={selectClass} {...register(key)} {...invalid(key)}>
          <Options values={options} empty={choose ? t("admin.productForm.choose") : undefined} />
        </select>
      </FormField>
    ),
  };
}
