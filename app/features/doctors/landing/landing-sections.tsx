import {
  BadgeCheck,
  ClipboardCheck,
  FileSearch,
  LayoutDashboard,
  Search,
  Star,
  UserPlus,
  UserRound,
} from "../../../components/icons/icons.tsx";
import { Link } from "react-router";

const BENEFITS = [
  {
    icon: UserRound,
    title: "Perfil profesional gratuito",
    text: "Tu especialidad, consultorios, servicios y precios en un perfil que los pacientes encuentran desde los buscadores.",
  },
  {
    icon: BadgeCheck,
    title: "Insignia de cédula verificada",
    text: "Validamos tu cédula profesional y la mostramos en tu perfil: la confianza que un paciente busca antes de llamar.",
  },
  {
    icon: Star,
    title: "Reseñas de pacientes",
    text: "Pacientes con cuenta verificada opinan sobre su consulta. Responde a tus reseñas y reporta las que incumplan las reglas: un administrador las revisa y decide si se retiran.",
  },
  {
    icon: LayoutDashboard,
    title: "Tu panel de control",
    text: "Actualiza tu información, servicios, ubicaciones y redes sociales cuando lo necesites.",
  },
] as const;

const VERIFICATION_STEPS = [
  {
    icon: UserPlus,
    title: "Regístrate con tu cédula",
    text: "Escribe tu cédula profesional: la consultamos al momento y completamos tu nombre como aparece en el registro.",
  },
  {
    icon: FileSearch,
    title: "Validamos tus credenciales",
    text: "Comprobamos la cédula con el Registro Nacional de Profesionistas de la SEP y guardamos el título y la institución.",
  },
  {
    icon: ClipboardCheck,
    title: "Revisamos y publicamos",
    text: "Nuestro equipo revisa tu perfil y lo publica. Mientras tanto, crea tu contraseña con el enlace que te enviamos.",
  },
] as const;

/** The page's opening: what a doctor gets, and the way to the form below. */
export function DoctorsHero() {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Para médicos</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold text-gray-900 md:text-4xl">
          Llega a más pacientes con un perfil médico verificado
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-gray-700">
          Publica tu perfil gratis, muestra tu cédula profesional validada y recibe reseñas de tus
          pacientes.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href="#registro"
            className="inline-flex h-12 items-center justify-center rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            Crear mi perfil gratis
          </a>
          <Link
            to="/doctor-signup"
            className="inline-flex h-12 items-center justify-center rounded-md border border-brand-600 bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Registrarme con contraseña
          </Link>
        </div>
      </div>
    </section>
  );
}

/** What a listing gives a doctor. */
export function DoctorBenefits() {
  return (
    <section aria-labelledby="beneficios" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="beneficios" className="text-2xl font-bold text-gray-900">
        Beneficios para tu práctica
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-gray-200 p-5">
            <Icon aria-hidden="true" className="size-8 text-brand-600" />
            <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
            <p className="mt-1 text-sm text-gray-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How a cédula is checked before the badge shows. */
export function VerificationSteps() {
  return (
    <section aria-labelledby="verificacion" className="bg-gray-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="verificacion" className="text-2xl font-bold text-gray-900">
          Cómo verificamos tu perfil
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {VERIFICATION_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
              </div>
              <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Beside the form: claiming an existing listing, and where to find help. */
export function DoctorsLandingAside() {
  return (
    <aside className="space-y-6 lg:col-span-2">
      <section aria-labelledby="reclamar" className="rounded-xl bg-brand-50 p-6">
        <h2 id="reclamar" className="text-xl font-bold text-gray-900">
          ¿Ya apareces en el directorio?
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          Busca tu nombre, abre tu perfil y pulsa «Reclamar este perfil» para administrarlo.
        </p>
        <form action="/" method="get" role="search" className="mt-4 flex gap-2">
          <label htmlFor="buscar-mi-perfil" className="sr-only">
            Tu nombre
          </label>
          <input
            id="buscar-mi-perfil"
            name="q"
            type="search"
            required
            maxLength={120}
            placeholder="Ej. Dra. Ana López"
            className="h-11 min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 text-base"
          />
          <button
            type="submit"
            className="inline-flex h-11 items-center gap-2 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            <Search aria-hidden="true" className="size-4" />
            Buscar
          </button>
        </form>
      </section>
      <section aria-labelledby="otras-opciones" className="rounded-xl border border-gray-200 p-6">
        <h2 id="otras-opciones" className="text-xl font-bold text-gray-900">
          Otras opciones
        </h2>
        <ul className="mt-3 space-y-2 text-sm text-gray-700">
          <li>
            ¿Prefieres elegir tu contraseña ahora?{" "}
            <Link to="/doctor-signup" className="font-semibold text-brand-700 underline">
              Regístrate con contraseña
            </Link>
          </li>
          <li>
            ¿Ya tienes cuenta?{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Inicia sesión
            </Link>
          </li>
          <li>
            ¿Tienes dudas?{" "}
            <Link to="/ayuda" className="font-semibold text-brand-700 underline">
              Visita el centro de ayuda
            </Link>
          </li>
        </ul>
      </section>
    </aside>
  );
}
