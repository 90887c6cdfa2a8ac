import { Heart, MessageCircle, Search, Star } from "../components/icons/icons.tsx";
import { Link, redirect } from "react-router";
import { homeOf, PATIENT_HOME } from "../../common/accounts/landing.ts";
import { requireUser } from "../lib/session.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/welcome";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // This page welcomes patients; a doctor's welcome is the dashboard's checklist.
  const home = homeOf(user);
  if (home !== PATIENT_HOME) throw redirect(home);
  return { firstName: user.firstName };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Bienvenido - ${brandName}`,
    description: "Tu cuenta está lista.",
    canonical: `${siteUrl}/bienvenido`,
    noIndex: true,
  });
};

const FEATURES = [
  {
    icon: Search,
    title: "Busca con confianza",
    text: "Médicos con cédula profesional verificada, por especialidad, ciudad o síntomas.",
  },
  {
    icon: Star,
    title: "Comparte tu experiencia",
    text: "Tus reseñas ayudan a otros pacientes a elegir mejor.",
  },
  {
    icon: Heart,
    title: "Guarda a tus médicos",
    text: "Ten a la mano a los especialistas que te interesan.",
  },
  {
    icon: MessageCircle,
    title: "Escribe al consultorio",
    text: "Resuelve dudas antes de tu cita.",
  },
] as const;

export default function Welcome({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900">
        ¡Te damos la bienvenida, {loaderData.firstName}!
      </h1>
      <p className="mt-2 text-gray-700">Esto es lo que puedes hacer con tu cuenta:</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-gray-200 p-5">
            <Icon aria-hidden="true" className="size-7 text-brand-600" />
            <h2 className="mt-3 font-semibold text-gray-900">{title}</h2>
            <p className="mt-1 text-gray-700">{text}</p>
          </li>
        ))}
      </ul>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Buscar médicos
      </Link>
    </div>
  );
}
