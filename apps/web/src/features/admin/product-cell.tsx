import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "../../components/ui/product-image";
import { to } from "../../config/paths";

const THUMB_CLASS = {
  40: "size-10 object-cover",
  48: "size-12 object-cover",
  64: "size-16 object-contain",
} as const;

/** A product's picture in an admin list: small, rounded and framed. */
export function Thumb({ src, alt, size }: { src: string | undefined; alt: string; size: keyof typeof THUMB_CLASS }) {
  return (
    <ProductImage
      src={src}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      className={`${THUMB_CLASS[size]} shrink-0 rounded-lg border border-stone/60 bg-sand`}
    />
  );
}

/** A product in an admin list: its picture, and its name (to the edit page) over a detail line. */
export function ProductCell({
  id,
  name,
  image,
  alt = name,
  size,
  nameClassName,
  detail,
}: {
  id: string;
  name: string;
  image: string | undefined;
  alt?: string;
  size: keyof typeof THUMB_CLASS;
  nameClassName: string;
  detail: ReactNode;
}) {
  const nameClass = `block truncate hover:underline ${nameClassName}`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Thumb src={image} alt={alt} size={size} />
      <div className="min-w-0 flex-1">
        <Link to={to("adminProductEdit", { id })} className={nameClass}>
          {name}
        </Link>
        {detail}
      </div>
    </div>
  );
}
