/** The local stand-in for a missing picture (SPEC §9: 400×400 placeholder). */
export const PLACEHOLDER_IMAGE = "/placeholder-400.svg";

const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

/**
 * srcset for a stored upload (/uploads/images/<id>.webp has -320/-640/-1024/-1600 variants);
 * undefined for vector or foreign images, which need none.
 */
export function imageSrcSet(url: string | undefined): string | undefined {
  if (!url || !/^\/uploads\/images\/[a-f0-9]+\.webp$/.test(url)) return undefined;
  return VARIANT_WIDTHS.map((w) => `${url.replace(/\.webp$/, `-${w}.webp`)} ${w}w`).join(", ");
}

/**
 * A picture that already failed before React was there to hear it (a server-rendered page loads its
 * pictures before its code): the ref callback of a catalogue picture swaps it like onError would.
 */
export function fallbackIfAlreadyBroken(img: HTMLImageElement | null): void {
  if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src")) fallbackToPlaceholder({ currentTarget: img });
}

/** onError handler that swaps a broken picture for the placeholder once. */
export function fallbackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = "1";
  img.removeAttribute("srcset");
  img.src = PLACEHOLDER_IMAGE;
}
