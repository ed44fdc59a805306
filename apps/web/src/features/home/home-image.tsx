import type { ComponentProps } from "react";
import { type WidePicture, wideSrcSet } from "./home-media";

type HomeImageProps = Omit<ComponentProps<"img">, "width" | "height" | "loading" | "decoding" | "alt"> & {
  alt: string;
  /** The file's own size (from `home-media.ts`), so nothing shifts while it loads. */
  size: { readonly width: number; readonly height: number };
};

/** A picture of the home page below the hero: lazy, decoded off the main thread, its size set. */
export function HomeImage({ size, alt, ...img }: HomeImageProps) {
  return <img width={size.width} height={size.height} loading="lazy" decoding="async" alt={alt} {...img} />;
}

/** A wide picture made in two widths (`home-media.ts`): the browser picks one by `sizes`. */
export function WideImage({ media, ...img }: Omit<HomeImageProps, "src" | "srcSet" | "size"> & { media: WidePicture }) {
  return <HomeImage src={media.large} srcSet={wideSrcSet(media)} size={media.size} {...img} />;
}

/**
 * A tile's picture in a sand frame that zooms in slightly while its link (the `group`) is
 * hovered; `aspect` is its Tailwind aspect class ("aspect-[4/5]").
 */
export function ZoomImage({ aspect, ...img }: Omit<HomeImageProps, "className"> & { aspect: string }) {
  return (
    <span className="block overflow-hidden bg-sand">
      <HomeImage
        {...img}
        className={`${aspect} w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]`}
      />
    </span>
  );
}
