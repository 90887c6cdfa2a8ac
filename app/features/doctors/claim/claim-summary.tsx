import { BadgeCheck, MapPin } from "../../../components/icons/icons.tsx";
import { Link } from "react-router";
import type { ClaimChannels } from "../../../../common/doctors/claims.ts";
import { Avatar } from "../../../components/providers/provider-summary.tsx";

/** The listing as the claim page shows it (built by the claim service on the server). */
export interface ClaimTargetView {
  id: number;
  name: string;
  specialty: string;
  city: string;
  avatar: string | null;
  licenseVerified: boolean;
  hasLicenseNumber: boolean;
  claimed: boolean;
  profilePath: string;
  channels: ClaimChannels;
}

/** "Shows the profile, then a form" (spec section 2): who is being claimed. */
export function ClaimSummary({ target }: { target: ClaimTargetView }) {
  return (
    <section
      aria-labelledby="perfil-a-reclamar"
      className="mt-6 flex items-center gap-4 rounded-xl border border-gray-200 p-4"
    >
      <Avatar name={target.name} src={target.avatar} />
      <div className="min-w-0">
        <h2
          id="perfil-a-reclamar"
          className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900"
        >
          {target.name}
          {target.licenseVerified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Cédula verificada
            </span>
          ) : null}
        </h2>
        <p className="text-brand-700">{target.specialty}</p>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600">
          <MapPin aria-hidden="true" className="size-4" />
          {target.city}
        </p>
        <Link
          to={target.profilePath}
          className="mt-1 inline-block text-sm font-semibold text-brand-700 underline"
        >
          Ver perfil público
        </Link>
      </div>
    </section>
  );
}

/** Spec section 8: the already-claimed text, with the way in for the owner. */
export function AlreadyClaimed({ message }: { message: string }) {
  return (
    <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <p className="font-medium text-amber-900">{message}</p>
      <Link
        to="/login"
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        Iniciar sesión
      </Link>
    </div>
  );
}
