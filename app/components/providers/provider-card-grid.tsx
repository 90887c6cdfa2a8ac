import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { ProviderCard } from "./provider-card.tsx";

/** Listings as a grid of cards: three columns on wide screens unless told otherwise. */
export function ProviderCardGrid({
  providers,
  className = "mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3",
}: {
  providers: readonly PublicProviderCard[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} />
        </li>
      ))}
    </ul>
  );
}
