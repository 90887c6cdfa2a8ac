import { useState } from "react";
import { data, Link } from "react-router";
import type { LicenseReviewState } from "../../common/doctors/license-review.ts";
import { LicenseEvidenceForm } from "../features/doctors/license-review/evidence-form.tsx";
import { NotAuthorized } from "../features/dashboard/not-authorized.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/license-review";

/*
 * A new doctor whose cédula the registry did not confirm sends it with an official ID; an
 * administrator decides in 'Solicitudes'. The listing stays unpublished until then.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.viewer();
  if (!user) return data({ access: "signed-out" as const }, { status: 401 });
  const provider = await context.services.doctorSelf.ownOrNull(user);
  if (!provider) return data({ access: "no-listing" as const, email: user.email }, { status: 403 });
  return { access: "owner" as const, review: await context.services.licenseReviews.state(user) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Verifica tu cédula - ${brandName}`,
    description:
      "Envía tu cédula profesional y una identificación oficial para publicar tu perfil.",
    canonical: `${siteUrl}/dashboard/cedula`,
    noIndex: true,
  });
};

function ReviewPanel({ initial }: { initial: LicenseReviewState }) {
  const [review, setReview] = useState(initial);
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Verifica tu cédula profesional</h1>
      <p role="status" className="text-gray-700">
        {review.message}
      </p>
      {review.adminNote ? (
        <blockquote className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 whitespace-pre-wrap text-amber-900">
          {review.adminNote}
        </blockquote>
      ) : null}
      {review.status === "awaiting_evidence" ? <LicenseEvidenceForm onSent={setReview} /> : null}
      <p>
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          Ir a mi panel
        </Link>
      </p>
    </section>
  );
}

export default function LicenseReview({ loaderData }: Route.ComponentProps) {
  if (loaderData.access === "signed-out") return <NotAuthorized signedInAs={null} />;
  if (loaderData.access === "no-listing") return <NotAuthorized signedInAs={loaderData.email} />;
  return <ReviewPanel initial={loaderData.review} />;
}
