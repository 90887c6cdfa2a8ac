import { data, Link } from "react-router";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import { ClaimForm } from "../features/doctors/claim/claim-form.tsx";
import { AlreadyClaimed, ClaimSummary } from "../features/doctors/claim/claim-summary.tsx";
import { pageError } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/claim-profile";

const MAX_ID = 2_147_483_647;

/**
 * /reclamar-perfil/{providerId}. Unknown, malformed and non-public ids are a 404; a claimed
 * listing is a normal page (200) with the already-claimed text: the address exists and says
 * something true about it, a 409 belongs to the write that conflicts.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.providerId) ? Number(params.providerId) : 0;
  if (id < 1 || id > MAX_ID) throw data(null, { status: 404 });
  const target = await context.services.claims.target(id).catch((error: unknown) => {
    throw pageError(error, request);
  });
  const viewer = await context.viewer();
  return { target, signedInAs: viewer?.firstName ?? null };
}

export const meta: Route.MetaFunction = ({ data, matches, params }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: data
      ? `Reclamar el perfil de ${data.target.name} - ${brandName}`
      : `Perfil no encontrado - ${brandName}`,
    description: "Reclama tu perfil médico para administrar tu información en el directorio.",
    canonical: `${siteUrl}/reclamar-perfil/${params.providerId}`,
    noIndex: true,
  });
};

export default function ClaimProfile({ loaderData }: Route.ComponentProps) {
  const { target, signedInAs } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Reclamar perfil</h1>
      <p className="mt-2 text-gray-700">
        ¿Eres este profesional de la salud? Confirma los datos del perfil y crea tu cuenta para
        administrar tu información, tus servicios y tus reseñas.
      </p>
      <ClaimSummary target={target} />
      {target.claimed ? (
        <AlreadyClaimed message={DOCTOR_MESSAGES.claimAlreadyClaimed} />
      ) : (
        <>
          {signedInAs ? (
            <p className="mt-6 rounded-md border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700">
              Has iniciado sesión como {signedInAs}. Reclamar este perfil crea una cuenta de médico
              nueva: usa un correo distinto al de tu cuenta actual.
            </p>
          ) : null}
          <ClaimForm target={target} />
          <p className="mt-8 text-center text-sm text-gray-700">
            ¿Ya tienes cuenta de médico?{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Inicia sesión
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Perfil no encontrado",
  description: DOCTOR_MESSAGES.claimNotFound,
});
