/**
 * An SVG gradient (inside `<defs>`) that darkens a shape towards its left and right edges and
 * leaves its middle clear: the round of a parasol's canopy (the OLTA page's illustration, the
 * configurator's preview). `left` and `right` are the edges' opacities; fill with `url(#id)`.
 */
export function EdgeShade({ id, left, right }: { id: string; left: number; right: number }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stopColor="#000" stopOpacity={left} />
      <stop offset="0.5" stopColor="#000" stopOpacity="0" />
      <stop offset="1" stopColor="#000" stopOpacity={right} />
    </linearGradient>
  );
}
