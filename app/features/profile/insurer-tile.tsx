import { useState } from "react";
import { findInsurerByName, insurerInitials } from "../../../common/catalogs/insurers.ts";

/** Known insurers show their logo; unknown ones, or a logo that fails, show initials on a tile. */
export function InsurerTile({ name }: { name: string }) {
  const insurer = findInsurerByName(name);
  const [broken, setBroken] = useState(false);
  if (insurer && !broken) {
    return (
      <img
        src={insurer.logo}
        alt={insurer.name}
        width={120}
        height={48}
        loading="lazy"
        onError={() => setBroken(true)}
        className="h-12 w-[120px] rounded-md object-contain"
        style={{ backgroundColor: insurer.background }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={insurer?.name ?? name}
      title={insurer?.name ?? name}
      className="flex h-12 w-[120px] items-center justify-center rounded-md text-lg font-bold"
      style={
        insurer
          ? { backgroundColor: insurer.background, color: insurer.text }
          : { backgroundColor: "#e5e7eb", color: "#374151" }
      }
    >
      {insurerInitials(insurer?.name ?? name)}
    </span>
  );
}
