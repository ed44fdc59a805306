import { Check, type LucideProps } from "lucide-react";

/** Pieces of the colour swatches of the product page's colour picker and the listing's colour filter. */

/** True for pale colours, which need a dark check mark. */
export function isLight(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return true;
  const n = Number.parseInt(m[1], 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

/** A swatch's colour and its faint edge. */
export const swatchStyle = (hex: string) => ({ backgroundColor: hex, borderColor: "rgb(0 0 0 / 0.12)" });

/** A ring round the chosen swatch; the others grow a little under the pointer. */
export const swatchRing = (active: boolean) =>
  active ? "ring-2 ring-forest ring-offset-2 ring-offset-paper" : "hover:scale-110";

/** The check on a chosen swatch of colour `hex`: dark on pale colours, light on the others. */
export function SwatchCheck({ hex, ...icon }: LucideProps & { hex: string }) {
  return <Check aria-hidden="true" strokeWidth={3} {...icon} style={{ color: isLight(hex) ? "#1c1b19" : "#faf8f5" }} />;
}
