import { Link } from "react-router";

/** The line every signup form carries: what signing up accepts, with both legal pages linked. */
export function SignupLegalNotice() {
  return (
    <p className="text-center text-xs text-gray-600">
      Al registrarte aceptas los{" "}
      <Link to="/terminos" className="font-semibold text-brand-700 underline">
        Términos y condiciones
      </Link>{" "}
      y el{" "}
      <Link to="/aviso-de-privacidad" className="font-semibold text-brand-700 underline">
        Aviso de privacidad
      </Link>
      .
    </p>
  );
}
