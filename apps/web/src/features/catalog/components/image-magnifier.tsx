import { type MouseEvent, useRef, useState } from "react";
import { ProductImage } from "../../../components/ui/product-image";
import { useT } from "../../../i18n/use-t";

/** SPEC §9: the lens shows the picture at 200 %. */
export const MAGNIFIER_ZOOM = 2;
const LENS_SIZE = 200;

interface Lens {
  left: number;
  top: number;
  backgroundSize: string;
  backgroundPosition: string;
}

interface ImageMagnifierProps {
  src: string;
  alt: string;
  onOpen: () => void;
}

/**
 * The product's large picture: a round lens magnifies what is under the pointer, and a click
 * opens the full-screen viewer. Only the visible part of the picture (object-contain) is magnified.
 */
export function ImageMagnifier({ src, alt, onOpen }: ImageMagnifierProps) {
  const t = useT();
  const imgRef = useRef<HTMLImageElement>(null);
  const [lens, setLens] = useState<Lens | null>(null);

  const move = (e: MouseEvent<HTMLButtonElement>) => {
    const img = imgRef.current;
    if (!img) return;
    const rect = img.getBoundingClientRect();
    const nw = img.naturalWidth || rect.width;
    const nh = img.naturalHeight || rect.height;
    const scale = Math.min(rect.width / nw, rect.height / nh);
    const w = nw * scale;
    const h = nh * scale;
    const offsetX = (rect.width - w) / 2;
    const offsetY = (rect.height - h) / 2;
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    if (x < offsetX || x > offsetX + w || y < offsetY || y > offsetY + h) {
      setLens(null);
      return;
    }
    const rx = x - offsetX;
    const ry = y - offsetY;
    setLens({
      left: x - LENS_SIZE / 2,
      top: y - LENS_SIZE / 2,
      backgroundSize: `${w * MAGNIFIER_ZOOM}px ${h * MAGNIFIER_ZOOM}px`,
      backgroundPosition: `${LENS_SIZE / 2 - rx * MAGNIFIER_ZOOM}px ${LENS_SIZE / 2 - ry * MAGNIFIER_ZOOM}px`,
    });
  };

  return (
    <button
      type="button"
      onClick={onOpen}
      onMouseMove={move}
      onMouseLeave={() => setLens(null)}
      aria-label={t("catalog.product.image.open", { alt })}
      className="relative block aspect-square w-full cursor-zoom-in overflow-hidden bg-sand"
      data-testid="main-image"
    >
      <ProductImage
        loading="eager"
        ref={imgRef}
        src={src}
        sizes="(min-width: 1024px) 55vw, 100vw"
        alt={alt}
        width={800}
        height={800}
        fetchPriority="high"
        decoding="async"
        className="h-full w-full object-contain"
      />
      {lens && (
        <span
          aria-hidden="true"
          data-testid="magnifier-lens"
          className="pointer-events-none absolute hidden rounded-full border-2 border-paper bg-no-repeat shadow-xl ring-1 ring-ink/10 md:block"
          style={{
            width: LENS_SIZE,
            height: LENS_SIZE,
            left: lens.left,
            top: lens.top,
            backgroundImage: `url("${src}")`,
            backgroundSize: lens.backgroundSize,
            backgroundPosition: lens.backgroundPosition,
            backgroundColor: "#f1ece4",
          }}
        />
      )}
    </button>
  );
}
