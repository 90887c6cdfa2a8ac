import { BadgeCheck } from "../../components/icons/icons.tsx";
import { useId } from "react";
import { Link } from "react-router";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { formatMxn } from "../../../common/text/format.ts";
import { Avatar, RatingSummary } from "../../components/providers/provider-summary.tsx";

/**
 * One of 'Otros {specialty} en {city}': who, how patients rate them and from what price,
 * with the profile link. The full result card (call, share, booking) lives on results pages.
 */
export function RelatedProvider({ provider }: { provider: PublicProviderCard }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <Avatar key={provider.avatar ?? ""} name={provider.name} src={provider.avatar} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={headingId} className="leading-snug font-semibold break-words">
          <Link to={provider.profilePath} className="rounded text-ink hover:text-brand-700">
            {provider.name}
          </Link>
        </h3>
        <p className="text-sm text-gray-700">{provider.specialty}</p>
        {provider.licenseVerified ? (
          <p className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Cédula verificada
          </p>
        ) : null}
        <RatingSummary rating={provider.rating} />
        {provider.price ? (
          <p className="text-sm text-gray-700">
            Desde <span className="font-semibold text-ink">{formatMxn(provider.price)}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
