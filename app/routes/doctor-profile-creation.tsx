import { Link } from "react-router";
import { DoctorRegistrationFormCard } from "../features/doctors/registration/registration-form.tsx";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/doctor-profile-creation";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Crea tu perfil de médico - ${brandName}`,
    description:
      "Registra tu perfil profesional con tu cédula verificada. Es gratis y lo revisamos antes de publicarlo.",
    canonical: `${siteUrl}/registro-medico`,
  });
};

/** /registro-medico: the same registration form as /para-medicos, on its own. */
export default function DoctorProfileCreation() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">Crea tu perfil de médico</h1>
      <p className="mt-2 mb-6 text-gray-700">
        Validamos tu cédula profesional al momento. Después te enviamos un correo para que crees tu
        contraseña; tu perfil se publica cuando nuestro equipo lo aprueba.
      </p>
      <div className="rounded-xl border border-gray-200 p-5 shadow-sm sm:p-8">
        <DoctorRegistrationFormCard idPrefix="perfil" />
      </div>
      <p className="mt-6 text-center text-sm text-gray-700">
        ¿Quieres saber más?{" "}
        <Link to="/para-medicos" className="font-semibold text-brand-700 underline">
          Conoce los beneficios para médicos
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-gray-700">
        ¿Ya tienes cuenta?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}
