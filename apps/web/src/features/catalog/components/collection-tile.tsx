import { Link } from "../../../i18n/link";
import { useT } from "../../../i18n/use-t";
import { SquareTileImage } from "./square-tile-image";

interface CollectionTileProps {
  name: string;
  image: string;
  href: string;
  productCount?: number;
  eager?: boolean;
}

/** A collection tile: picture and the name in capitals (SPEC §2 collection grids). */
export function CollectionTile({ name, image, href, productCount, eager = false }: CollectionTileProps) {
  const t = useT();
  return (
    <Link to={href} className="group block">
      <SquareTileImage
        src={image}
        alt=""
        size={400}
        eager={eager}
        className="h-full w-full object-cover transition duration-700 ease-out group-hover:scale-105"
      />
      <p className="mt-3 text-center text-xs font-medium tracking-[0.2em] text-ink uppercase group-hover:text-brass">
        {name}
      </p>
      <span className="sr-only"> {t("catalog.tile.collection")}</span>
      {productCount !== undefined && (
        <p className="mt-0.5 text-center text-[11px] text-muted">{t("catalog.pieces", { count: productCount })}</p>
      )}
    </Link>
  );
}
