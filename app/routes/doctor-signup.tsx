import { Link } from "react-router";
import { DoctorSignupForm } from "../features/doctors/registration/signup-form.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/doctor-signup";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Registro de médicos - ${brandName}`,
    description:
      "Crea tu cuenta de médico con tu cédula profesional verificada y administra tu perfil desde tu panel de control.",
    canonical: `${siteUrl}/doctor-signup`,
  });
};

/** /doctor-signup (public-side 2 and 5): its own fields, a chosen password, then the panel. */
export default function DoctorSignup() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">Regístrate como médico</h1>
      <p className="mt-2 mb-6 text-gray-700">
        Necesitas tu cédula profesional: la validamos mientras la escribes. Tu perfil se publica
        cuando nuestro equipo lo aprueba.
      </p>
      <div className="rounded-xl border border-gray-200 p-5 shadow-sm sm:p-8">
        <DoctorSignupForm />
      </div>
      <p className="mt-6 text-center text-sm text-gray-700">
        ¿Ya tienes cuenta?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-gray-700">
        ¿Ya apareces en el directorio?{" "}
        <Link to="/para-medicos#reclamar" className="font-semibold text-brand-700 underline">
          Busca tu perfil y reclámalo
        </Link>
      </p>
    </div>
  );
}
