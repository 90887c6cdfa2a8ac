import { Form, Link } from "react-router";
import { SubmitButton } from "../password-form-parts.tsx";
import { Field } from "./field.tsx";
import type { FieldErrors } from "./types.ts";

/** Email and password; works without JavaScript (the route's action signs in and redirects). */
export function LoginForm({
  email,
  errors,
  busy,
  signingIn,
}: {
  email: string;
  errors: FieldErrors;
  /** Any form of the page is being sent. */
  busy: boolean;
  /** This form is the one being sent. */
  signingIn: boolean;
}) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="login" />
      <Field
        name="email"
        labelText="Correo electrónico"
        type="email"
        autoComplete="email"
        defaultValue={email}
        error={errors.email}
      />
      <Field
        name="password"
        labelText="Contraseña"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <p className="text-right text-sm">
        <Link to="/recuperar-contrasena" className="font-semibold text-brand-700 underline">
          ¿Olvidaste tu contraseña?
        </Link>
      </p>
      <SubmitButton busy={busy} busyLabel={signingIn ? "Iniciando sesión..." : "Iniciar Sesión"}>
        Iniciar Sesión
      </SubmitButton>
    </Form>
  );
}
