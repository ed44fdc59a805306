import type { ComponentProps } from "react";
import { ProductImage } from "../../../components/ui/product-image";

type SquareTileImageProps = Omit<ComponentProps<typeof ProductImage>, "width" | "height" | "loading" | "decoding"> & {
  /** The picture's width and height in pixels. */
  size: number;
  /** Load at once (the first tiles of a grid), not when scrolled near. */
  eager: boolean;
};

/**
 * A grid tile's square picture in a sand frame (collection tiles, the simple product cards),
 * decoded off the main thread; `className` says how it fits and how it zooms while the tile's
 * link (the `group`) is hovered.
 */
export function SquareTileImage({ size, eager, className, ...img }: SquareTileImageProps) {
  return (
    <div className="aspect-square overflow-hidden bg-sand">
      <ProductImage
        {...img}
        width={size}
        height={size}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className}
      />
    </div>
  );
}
