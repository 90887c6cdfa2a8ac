import { AlertCircle } from "../../../components/icons/icons.tsx";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  LICENSE_LOOKUP,
  OTHER_SPECIALTY,
  REGISTRATION_TEXTS,
} from "../../../../common/doctors/registration.ts";
import { DOCTOR_MESSAGES, doctorSignupFormSchema } from "../../../../common/doctors/schemas.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import {
  ContactFields,
  fieldErrors,
  SelectField,
  TextField,
} from "../../../components/forms/account-fields.tsx";
import { CITY_OPTIONS, CONSULTATION_OPTIONS, SIGNUP_SPECIALTY_OPTIONS } from "./options.ts";
import { submitRegistration } from "./submit-registration.ts";
import { LicenseField } from "./license-field.tsx";
import { useLicenseLookup } from "./use-license-lookup.ts";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialty: string;
  customSpecialty: string;
  consultationLocation: string;
  city: string;
  licenseNumber: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
}
const EMPTY: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  specialty: "",
  customSpecialty: "",
  consultationLocation: "",
  city: "",
  licenseNumber: "",
  password: "",
  confirmPassword: "",
  agreeTerms: false,
};

/** /doctor-signup: the doctor chooses a password and is signed in on success. */
export function DoctorSignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ title: string; detail?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const lookup = useLicenseLookup(values.licenseNumber, LICENSE_LOOKUP.signup);

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    const parsed = doctorSignupFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    // A cédula the registry did not confirm still registers: an administrator reviews it.
    if (lookup.status !== "valid" && lookup.status !== "invalid") {
      setAlert({ title: DOCTOR_MESSAGES.licenseInvalidSubmit });
      return;
    }
    const form = parsed.data;
    const specialty =
      form.specialty === OTHER_SPECIALTY ? (form.customSpecialty ?? "").trim() : form.specialty;
    setSending(true);
    try {
      const result = await submitRegistration({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phone: form.phone,
        specialty,
        consultationLocation: form.consultationLocation,
        city: form.city,
        licenseNumber: form.licenseNumber,
        password: form.password,
        confirmPassword: form.confirmPassword,
        agreeTerms: form.agreeTerms,
        ...(form.customSpecialty ? { customSpecialty: form.customSpecialty } : {}),
        licenseVerified: lookup.status === "valid",
        ...(lookup.status === "valid"
          ? { licenseValidationData: JSON.stringify(lookup.data) }
          : {}),
      });
      if (result.user && result.redirect) {
        // A full page load, so the header shows the new session.
        window.location.assign(result.redirect);
        return;
      }
      toast({
        title: REGISTRATION_TEXTS.successTitle,
        description: REGISTRATION_TEXTS.signupSuccess,
      });
      navigate("/login");
    } catch (error) {
      setAlert({
        title: REGISTRATION_TEXTS.signupFailed,
        detail: error instanceof Error ? error.message : REGISTRATION_TEXTS.registerFailed,
      });
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="medico-nombre"
          label="Nombre"
          autoComplete="given-name"
          maxLength={60}
          value={values.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
        />
        <TextField
          id="medico-apellido"
          label="Apellidos"
          autoComplete="family-name"
          maxLength={80}
          value={values.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
        />
      </div>
      <ContactFields
        idPrefix="medico"
        email={values.email}
        phone={values.phone}
        onEmail={set("email")}
        onPhone={set("phone")}
        errors={errors}
      />
      <LicenseField
        id="medico-cedula"
        value={values.licenseNumber}
        onChange={set("licenseNumber")}
        error={errors.licenseNumber}
        state={lookup}
        tooShortText={DOCTOR_MESSAGES.licenseTooShort}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="medico-especialidad"
          label="Especialidad"
          placeholder="Selecciona tu especialidad"
          options={SIGNUP_SPECIALTY_OPTIONS}
          value={values.specialty}
          onChange={set("specialty")}
          error={errors.specialty}
        />
        <SelectField
          id="medico-ciudad"
          label="Ciudad"
          placeholder="Selecciona tu ciudad"
          options={CITY_OPTIONS}
          value={values.city}
          onChange={set("city")}
          error={errors.city}
        />
      </div>
      {values.specialty === OTHER_SPECIALTY ? (
        <TextField
          id="medico-otra-especialidad"
          label="¿Cuál es tu especialidad?"
          maxLength={80}
          value={values.customSpecialty}
          onChange={set("customSpecialty")}
          error={errors.customSpecialty}
        />
      ) : null}
      <fieldset
        aria-describedby={errors.consultationLocation ? "medico-consulta-error" : undefined}
      >
        <legend className="text-sm font-medium text-gray-800">Tipo de consulta</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {CONSULTATION_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="consultationLocation"
                value={option.value}
                checked={values.consultationLocation === option.value}
                onChange={set("consultationLocation")}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.consultationLocation ? (
          <p id="medico-consulta-error" className="mt-1 text-sm text-red-700">
            {errors.consultationLocation}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="medico-contrasena"
          label="Contraseña (mínimo 8 caracteres)"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={values.password}
          onChange={set("password")}
          error={errors.password}
        />
        <TextField
          id="medico-confirmar"
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          error={errors.confirmPassword}
        />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={values.agreeTerms}
            onChange={(e) => setValues((v) => ({ ...v, agreeTerms: e.target.checked }))}
            aria-invalid={errors.agreeTerms ? true : undefined}
            aria-describedby={errors.agreeTerms ? "medico-terminos-error" : undefined}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            Acepto los{" "}
            <Link to="/terminos" className="font-semibold text-brand-700 underline">
              términos y condiciones
            </Link>{" "}
            y el{" "}
            <Link to="/aviso-de-privacidad" className="font-semibold text-brand-700 underline">
              aviso de privacidad
            </Link>
            .
          </span>
        </label>
        {errors.agreeTerms ? (
          <p id="medico-terminos-error" className="mt-1 text-sm text-red-700">
            {errors.agreeTerms}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {alert ? (
          <div className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
            <div>
              <p className="font-semibold">{alert.title}</p>
              {alert.detail ? <p className="mt-1">{alert.detail}</p> : null}
            </div>
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="h-12 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {sending ? "Creando tu cuenta..." : "Crear mi cuenta"}
      </button>
    </form>
  );
}
