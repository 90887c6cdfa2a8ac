import { DoctorRegistrationFormCard } from "../features/doctors/registration/registration-form.tsx";
import {
  DoctorBenefits,
  DoctorsHero,
  DoctorsLandingAside,
  VerificationSteps,
} from "../features/doctors/landing/landing-sections.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/doctors-landing";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Para médicos: crea tu perfil profesional gratis - ${brandName}`,
    description:
      "Publica tu perfil médico con cédula profesional verificada, recibe reseñas de pacientes y administra tu información desde tu panel de control.",
    canonical: `${siteUrl}/para-medicos`,
  });
};

/** /para-medicos: what the directory offers doctors, how verification works, and the form. */
export default function DoctorsLanding() {
  return (
    <>
      <DoctorsHero />
      <DoctorBenefits />
      <VerificationSteps />

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-5">
        <section
          id="registro"
          aria-labelledby="registro-titulo"
          className="scroll-mt-24 rounded-xl border border-gray-200 p-5 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="registro-titulo" className="text-2xl font-bold text-gray-900">
            Crea tu perfil profesional
          </h2>
          <p className="mt-1 mb-6 text-gray-700">
            Empieza por tu cédula profesional; el resto toma un par de minutos.
          </p>
          <DoctorRegistrationFormCard idPrefix="registro" />
        </section>

        <DoctorsLandingAside />
      </div>
    </>
  );
}
