import { useState } from "react";
import type { InsurerTileData } from "../../../common/catalogs/insurers.ts";

/** Known insurers show their logo; unknown ones, or a logo that fails, show initials on a tile. */
export function InsurerTile({ tile }: { tile: InsurerTileData }) {
  const [broken, setBroken] = useState(false);
  if (tile.logo && !broken) {
    return (
      <img
        src={tile.logo}
        alt={tile.name}
        width={120}
        height={48}
        loading="lazy"
        onError={() => setBroken(true)}
        className="h-12 w-[120px] rounded-md object-contain"
        style={{ backgroundColor: tile.background }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={tile.name}
      title={tile.name}
      className="flex h-12 w-[120px] items-center justify-center rounded-md text-lg font-bold"
      style={{ backgroundColor: tile.background, color: tile.text }}
    >
      {tile.initials}
    </span>
  );
}
