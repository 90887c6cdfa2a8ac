import { useState } from "react";
import type { InsurerTileData } from "../../../../common/catalogs/insurers.ts";

/** One insurer as a small tile: its logo, or coloured initials when there is none or it fails. */
export function InsurerMiniTile({
  tile,
  large = false,
}: {
  tile: InsurerTileData;
  large?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const size = large ? "h-10 w-24" : "h-7 w-14";
  if (tile.logo && !broken) {
    return (
      <img
        src={tile.logo}
        alt={tile.name}
        title={tile.name}
        width={large ? 96 : 56}
        height={large ? 40 : 28}
        loading="lazy"
        onError={() => setBroken(true)}
        className={`${size} rounded object-contain`}
        style={{ backgroundColor: tile.background }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={tile.name}
      title={tile.name}
      className={`${size} inline-flex items-center justify-center rounded text-xs font-bold`}
      style={{ backgroundColor: tile.background, color: tile.text }}
    >
      {tile.initials}
    </span>
  );
}

/** The table's insurer cell: the first three tiles and how many more. */
export function InsurerTiles({ tiles }: { tiles: InsurerTileData[] | null }) {
  if (tiles === null || tiles.length === 0) {
    return <span className="text-sm text-gray-500">—</span>;
  }
  const shown = tiles.slice(0, 3);
  return (
    <div className="flex flex-wrap items-center gap-1">
      {shown.map((tile) => (
        <InsurerMiniTile key={tile.name} tile={tile} />
      ))}
      {tiles.length > shown.length ? (
        <span
          className="text-xs font-medium text-gray-700"
          title={tiles
            .slice(3)
            .map((t) => t.name)
            .join(", ")}
        >
          +{tiles.length - shown.length}
        </span>
      ) : null}
    </div>
  );
}
