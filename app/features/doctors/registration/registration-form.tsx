import { useEffect, useState } from "react";
import {
  consultationLocationForCity,
  DEFAULT_YEARS_OF_EXPERIENCE,
  LICENSE_LOOKUP,
  OVERLAY_STEP_DELAYS_MS,
  randomPassword,
  REGISTRATION_TEXTS,
  splitFullName,
  titleCaseName,
} from "../../../../common/doctors/registration.ts";
import {
  doctorRegistrationFormSchema,
  type DoctorRegistrationForm,
} from "../../../../common/doctors/schemas.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { SignupLegalNotice } from "../../../components/forms/signup-legal-notice.tsx";
import {
  ContactFields,
  fieldErrors,
  SelectField,
  TextField,
} from "../../../components/forms/account-fields.tsx";
import { REGISTRATION_CITY_OPTIONS, SPECIALTY_OPTIONS } from "./options.ts";
import { RegistrationProgress } from "./progress-overlay.tsx";
import { submitRegistration } from "./submit-registration.ts";
import { LicenseField } from "./license-field.tsx";
import { useLicenseLookup } from "./use-license-lookup.ts";

type Values = Required<DoctorRegistrationForm>;
const EMPTY: Values = {
  fullName: "",
  clinicName: "",
  specialty: "",
  cedula: "",
  email: "",
  phone: "",
  city: "",
  message: "",
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The doctor registration form of /para-medicos and /registro-medico (public-side 2, 4, 5):
 * the cédula is looked up as it is typed, the registry's name fills in the full name, and
 * 'Crear mi perfil' waits for a valid cédula. No password is asked: the server emails a link.
 */
export function DoctorRegistrationFormCard({ idPrefix }: { idPrefix: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<number | null>(null);
  const lookup = useLicenseLookup(values.cedula, LICENSE_LOOKUP.registration);
  const processing = step !== null;
  // A cédula the registry did not confirm still registers: an administrator reviews it.
  const licenseChecked = lookup.status === "valid" || lookup.status === "invalid";

  // Spec: on a successful lookup the registry's name pre-fills the full name.
  useEffect(() => {
    if (lookup.status !== "valid" || !lookup.data?.nombre) return;
    const name = titleCaseName(lookup.data.nombre);
    setValues((v) => ({ ...v, fullName: name }));
    setErrors(({ fullName: _done, ...rest }) => rest);
  }, [lookup]);

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  /** The request runs while the overlay shows its three steps; a failure cuts them short. */
  async function sendWithProgress(payload: Record<string, unknown>) {
    const outcome = submitRegistration(payload).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const failed = outcome.then((result) => (result.ok ? new Promise<never>(() => {}) : result));
    for (const [index, delay] of OVERLAY_STEP_DELAYS_MS.entries()) {
      setStep(index);
      const early = await Promise.race([wait(delay).then(() => null), failed]);
      if (early) break;
    }
    return outcome;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (processing) return;
    const parsed = doctorRegistrationFormSchema.safeParse(values);
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const { firstName, lastName } = splitFullName(values.fullName);
    if (!next.fullName && lastName.length < 2)
      next.fullName = REGISTRATION_TEXTS.fullNameNeedsSurname;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    if (!licenseChecked) {
      toast({
        title: REGISTRATION_TEXTS.invalidLicenseTitle,
        description: REGISTRATION_TEXTS.invalidLicenseDescription,
        variant: "destructive",
      });
      return;
    }
    const form = parsed.data;
    const result = await sendWithProgress({
      firstName,
      lastName,
      email: form.email,
      phone: form.phone,
      specialty: form.specialty,
      city: form.city,
      consultationLocation: consultationLocationForCity(form.city),
      licenseNumber: form.cedula,
      yearsOfExperience: DEFAULT_YEARS_OF_EXPERIENCE,
      // Spec: a random password made here; the server keeps its own and emails a link.
      password: randomPassword(),
      licenseVerified: lookup.status === "valid",
      ...(lookup.status === "valid" ? { licenseValidationData: JSON.stringify(lookup.data) } : {}),
      clinicName: form.clinicName,
      ...(form.message ? { message: form.message } : {}),
    });
    setStep(null);
    if (result.ok) {
      toast({ title: REGISTRATION_TEXTS.successTitle, description: result.value.message });
      setValues(EMPTY);
      setErrors({});
    } else {
      toast({
        title: REGISTRATION_TEXTS.errorTitle,
        description:
          result.error instanceof Error ? result.error.message : REGISTRATION_TEXTS.errorFallback,
        variant: "destructive",
      });
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={processing}>
      <LicenseField
        id={id("cedula")}
        value={values.cedula}
        onChange={set("cedula")}
        error={errors.cedula}
        state={lookup}
        idleText="La validamos con el Registro Nacional de Profesionistas."
      />
      <TextField
        id={id("nombre")}
        label="Nombre completo"
        autoComplete="name"
        maxLength={120}
        value={values.fullName}
        onChange={set("fullName")}
        error={errors.fullName}
      />
      <TextField
        id={id("clinica")}
        label="Nombre de la clínica o consultorio"
        autoComplete="organization"
        maxLength={160}
        value={values.clinicName}
        onChange={set("clinicName")}
        error={errors.clinicName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={id("especialidad")}
          label="Especialidad"
          placeholder="Selecciona tu especialidad"
          options={SPECIALTY_OPTIONS}
          value={values.specialty}
          onChange={set("specialty")}
          error={errors.specialty}
        />
        <SelectField
          id={id("ciudad")}
          label="Ciudad"
          placeholder="Selecciona tu ciudad"
          options={REGISTRATION_CITY_OPTIONS}
          value={values.city}
          onChange={set("city")}
          error={errors.city}
        />
      </div>
      <ContactFields
        idPrefix={idPrefix}
        email={values.email}
        phone={values.phone}
        onEmail={set("email")}
        onPhone={set("phone")}
        errors={errors}
      />
      <div>
        <label htmlFor={id("mensaje")} className="block text-sm font-medium text-gray-800">
          Cuéntanos sobre tu práctica (opcional)
        </label>
        <textarea
          id={id("mensaje")}
          rows={4}
          maxLength={500}
          value={values.message}
          onChange={set("message")}
          className="mt-1 w-full rounded-md border border-gray-300 p-3 text-base"
          placeholder="Ej. Atiendo a adultos y adolescentes; consulta preventiva y seguimiento."
        />
      </div>
      <button
        type="submit"
        disabled={processing || !licenseChecked}
        aria-describedby={licenseChecked ? undefined : id("requisito")}
        className="h-12 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Crear mi perfil
      </button>
      {licenseChecked ? null : (
        <p id={id("requisito")} className="text-center text-sm text-gray-600">
          Escribe tu cédula profesional para continuar.
        </p>
      )}
      <p className="text-center text-xs text-gray-600">
        Te enviaremos un correo para que crees tu contraseña. Tu perfil se publica cuando nuestro
        equipo lo aprueba.
      </p>
      <SignupLegalNotice />
      <RegistrationProgress step={step} />
    </form>
  );
}
