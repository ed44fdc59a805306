/**
 * The <option>s of a select whose values are also its texts: `empty` first (value "") when
 * given, then `values`, then `current` when it is set but not in `values` (a value saved before
 * the list changed stays visible and selected).
 */
export function Options({ values, empty, current }: { values: readonly string[]; empty?: string; current?: string }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
      {current && !values.includes(current) ? <option value={current}>{current}</option> : null}
    </>
  );
}
