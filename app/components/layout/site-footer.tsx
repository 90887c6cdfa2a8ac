import { Link } from "react-router";
import { FIND_BOOKABLE_DOCTORS_PATH, myAppointmentsPath } from "../../lib/booking-links.ts";
import { SignOutForm } from "./sign-out-form.tsx";

function FooterColumn({
  title,
  listClassName = "space-y-2",
  children,
}: {
  title: string;
  listClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className={`mt-3 text-sm ${listClassName}`}>{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className="rounded text-gray-300 hover:text-white">
        {children}
      </Link>
    </li>
  );
}

/** Features announced but not built yet are named without pretending to be links. */
function Upcoming({ children }: { children: React.ReactNode }) {
  return (
    <li className="text-gray-400">
      {children} <span className="text-xs">(próximamente)</span>
    </li>
  );
}

export function SiteFooter({
  brandName,
  contactEmail,
  user,
  cityLinks,
  year,
}: {
  brandName: string;
  contactEmail: string;
  user: { firstName: string; lastName: string } | null;
  /** From the root loader (the catalogue stays on the server). */
  cityLinks: { to: string; label: string }[];
  /** The server render's year, passed down so the hydrated page prints the same one. */
  year: number;
}) {
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title="Para pacientes">
          <FooterLink to="/">Buscar médicos</FooterLink>
          <FooterLink to="/especialidades">Especialidades</FooterLink>
          <FooterLink to="/blog">Blog de salud</FooterLink>
          <FooterLink to={FIND_BOOKABLE_DOCTORS_PATH}>Agendar cita</FooterLink>
          {user ? (
            <li className="text-gray-300">
              {user.firstName} {user.lastName} ·{" "}
              <SignOutForm className="inline" buttonClassName="rounded underline hover:text-white">
                Cerrar sesión
              </SignOutForm>
            </li>
          ) : (
            <FooterLink to="/login">Iniciar sesión</FooterLink>
          )}
        </FooterColumn>
        <FooterColumn title="Para médicos">
          <FooterLink to="/para-medicos">Crear perfil profesional</FooterLink>
          <FooterLink to={myAppointmentsPath()}>Gestionar citas</FooterLink>
          <Upcoming>Teleconsulta</Upcoming>
          <Upcoming>Recursos para médicos</Upcoming>
        </FooterColumn>
        <FooterColumn title="Soporte">
          <FooterLink to="/ayuda">Centro de ayuda</FooterLink>
          <li>
            <a href={`mailto:${contactEmail}`} className="rounded text-gray-300 hover:text-white">
              Contacto
            </a>
          </li>
          <FooterLink to="/terminos">Términos y condiciones</FooterLink>
          <FooterLink to="/aviso-de-privacidad">Aviso de privacidad</FooterLink>
        </FooterColumn>
        <FooterColumn title="Ciudades" listClassName="grid grid-cols-2 gap-2">
          {cityLinks.map((city) => (
            <FooterLink key={city.to} to={city.to}>
              {city.label}
            </FooterLink>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-gray-400">
          © {year} {brandName}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
