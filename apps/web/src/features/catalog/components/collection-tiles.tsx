import type { CollectionSummary } from "@avlu/contract/catalog";
import { useT } from "../../../i18n/use-t";
import { useCollections } from "../use-collections";
import { CollectionTile } from "./collection-tile";
import { RetryButton, StatusMessage, TileSkeletons } from "./status-views";

/**
 * A brand's collections as picture tiles (SPEC §2): skeletons while they load, the error with a
 * retry, "No collections yet." or the grid. The first `eagerCount` pictures load at once (the
 * first screen), the rest lazily.
 */
export function CollectionTiles({
  brand,
  gridClassName,
  eagerCount,
  href,
}: {
  brand: "FERMOB" | "OLTA";
  gridClassName: string;
  eagerCount: number;
  href: (collection: CollectionSummary) => string;
}) {
  const t = useT();
  const { state, retry } = useCollections(brand);
  if (state.status === "loading") return <TileSkeletons count={eagerCount} className={gridClassName} />;
  if (state.status === "error") {
    return (
      <StatusMessage tone="danger" action={<RetryButton onClick={retry} />}>
        {state.message}
      </StatusMessage>
    );
  }
  if (state.collections.length === 0) return <StatusMessage>{t("catalog.collections.none")}</StatusMessage>;
  return (
    <ul className={gridClassName}>
      {state.collections.map((c, i) => (
        <li key={c.name}>
          <CollectionTile
            name={c.name}
            image={c.image}
            href={href(c)}
            productCount={c.productCount}
            eager={i < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
