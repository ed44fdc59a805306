import { type ComponentProps, useCallback } from "react";
import { fallbackIfAlreadyBroken, fallbackToPlaceholder, imageSrcSet, PLACEHOLDER_IMAGE } from "../../lib/images";

type ProductImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "onError" | "alt" | "width" | "height"> & {
  /** The picture's address; none (or one that fails to load) shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/**
 * A catalogue picture: the placeholder when there is none or it fails to load (SPEC §9), the
 * responsive variants of a stored upload when `sizes` says how wide it is shown, lazy unless
 * told otherwise, and its size always set so nothing shifts while it loads. On a server-rendered
 * page the picture may have failed before the code arrived: the ref catches that case.
 */
export function ProductImage({ src, alt, sizes, loading = "lazy", ref, ...img }: ProductImageProps) {
  const setRef = useCallback(
    (el: HTMLImageElement | null) => {
      fallbackIfAlreadyBroken(el);
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      srcSet={sizes ? imageSrcSet(src || undefined) : undefined}
      sizes={sizes}
      loading={loading}
      onError={fallbackToPlaceholder}
      ref={setRef}
      {...img}
    />
  );
}
