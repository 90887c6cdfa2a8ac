import { Form } from "react-router";
import { SubmitButton } from "../password-form-parts.tsx";
import { SignupLegalNotice } from "../../../components/forms/signup-legal-notice.tsx";
import { Field } from "./field.tsx";
import type { FieldErrors, LoginValues } from "./types.ts";

/** The patient sign-up tab: name, email and a password typed twice. */
export function RegisterForm({
  values,
  errors,
  sent,
  busy,
}: {
  /** What was typed in the form last sent. */
  values: LoginValues;
  /** Errors of the form last sent: only this form asks names and a confirmation. */
  errors: FieldErrors;
  /** This form was the one last sent: the email and its errors are its own. */
  sent: boolean;
  busy: boolean;
}) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="register" />
      <div className="grid grid-cols-2 gap-3">
        <Field
          name="firstName"
          labelText="Nombre"
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <Field
          name="lastName"
          labelText="Apellido"
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
        />
      </div>
      <Field
        name="email"
        labelText="Correo electrónico"
        type="email"
        autoComplete="email"
        defaultValue={sent ? values.email : ""}
        error={sent ? errors.email : undefined}
      />
      <Field
        name="password"
        labelText="Contraseña"
        type="password"
        autoComplete="new-password"
        error={sent ? errors.password : undefined}
      />
      <Field
        name="confirmPassword"
        labelText="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <SubmitButton busy={busy} busyLabel="Crear cuenta">
        Crear cuenta
      </SubmitButton>
      <SignupLegalNotice />
    </Form>
  );
}
