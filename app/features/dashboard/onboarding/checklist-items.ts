import {
  COMPLETENESS_ITEMS,
  COMPLETENESS_WEIGHTS,
  completenessChecks,
  profileCompleteness,
  type CompletenessItem,
} from "../../../../common/doctors/completeness.ts";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import type { DashboardTab } from "../tab-list.ts";

/**
 * Where the dashboard's fields live: the checklist links to them (`?tab=…#id`) and the
 * panel focuses them. Each id belongs to exactly one control.
 */
export const FIELD_IDS = {
  photo: "campo-foto-perfil",
  bio: "campo-biografia",
  schedule: "campo-horario",
  license: "campo-cedula",
  insurers: "campo-aseguradoras",
  services: "agregar-servicio",
  offices: "agregar-consultorio",
} as const;

/** Where a cédula stands and so what the doctor can do next. */
export type LicenseStep = "verified" | "missing" | "review" | "conflict" | "name_mismatch";

type LicenseFields = Pick<
  OwnProvider,
  "licenseVerified" | "licenseNumber" | "licenseIssue" | "pendingReview"
>;

export function licenseStepOf(provider: LicenseFields): LicenseStep {
  if (provider.licenseVerified) return "verified";
  if (provider.licenseIssue) return provider.licenseIssue;
  const number = provider.licenseNumber?.trim() || provider.pendingReview?.values.licenseNumber;
  return number ? "review" : "missing";
}

export interface ChecklistItem {
  key: CompletenessItem;
  label: string;
  done: boolean;
  /** What this item is about, or for the license what happens next. */
  detail: string;
  /** The step that fixes it: a tab and the control to focus there. */
  action: { label: string; tab: DashboardTab; target: string } | null;
  /** Percentage points the item is worth. */
  weight: number;
  /** Also offer the help centre (a cédula an administrator must settle). */
  help: boolean;
}

const TASKS: Record<
  Exclude<CompletenessItem, "license">,
  { label: string; todo: string; done: string; action: string; tab: DashboardTab }
> = {
  photo: {
    label: "Foto de perfil",
    todo: "Los pacientes confían más en un perfil con tu foto.",
    done: "Tu foto aparece en tu perfil y en los resultados de búsqueda.",
    action: "Subir foto",
    tab: "perfil",
  },
  bio: {
    label: "Biografía",
    todo: "Cuéntales a tus pacientes cómo trabajas y qué atiendes.",
    done: "Tus pacientes pueden leer cómo trabajas.",
    action: "Escribir biografía",
    tab: "perfil",
  },
  services: {
    label: "Servicios y precios",
    todo: "Agrega al menos un servicio con su precio.",
    done: "Tus servicios y precios están publicados.",
    action: "Agregar servicios",
    tab: "servicios",
  },
  offices: {
    label: "Consultorios",
    todo: "Agrega la dirección de al menos un consultorio.",
    done: "Tus pacientes saben dónde atiendes.",
    action: "Agregar consultorio",
    tab: "ubicaciones",
  },
  schedule: {
    label: "Horario",
    todo: "Indica tus días y horas de consulta.",
    done: "Tu horario de consulta está publicado.",
    action: "Escribir horario",
    tab: "perfil",
  },
  insurers: {
    label: "Aseguradoras",
    todo: "Indica qué aseguradoras aceptas.",
    done: "Los pacientes ven qué aseguradoras aceptas.",
    action: "Elegir aseguradoras",
    tab: "perfil",
  },
};

const REGISTRY = "el Registro Nacional de Profesionistas de la SEP";

function licenseItem(provider: OwnProvider): ChecklistItem {
  const step = licenseStepOf(provider);
  const fix = (label: string) => ({ label, tab: "perfil" as const, target: FIELD_IDS.license });
  const base = { key: "license" as const, weight: COMPLETENESS_WEIGHTS.license, help: false };
  switch (step) {
    case "verified":
      return {
        ...base,
        label: "Cédula verificada",
        done: true,
        detail: `Tu cédula profesional coincide con ${REGISTRY}; tu perfil muestra la insignia de verificado.`,
        action: null,
      };
    case "missing":
      return {
        ...base,
        label: "Cédula sin verificar",
        done: false,
        detail: `Escribe tu número de cédula profesional en Perfil y guarda los cambios. Después un administrador la compara con ${REGISTRY}.`,
        action: fix("Escribir mi cédula"),
      };
    case "review":
      return {
        ...base,
        label: "Cédula en revisión",
        done: false,
        detail:
          provider.approvalStatus === "approved"
            ? `Un administrador comparará tu cédula con ${REGISTRY} en su próxima revisión. No tienes que hacer nada más: el resultado aparecerá aquí.`
            : `Un administrador comparará tu cédula con ${REGISTRY} cuando revise tu perfil, antes de publicarlo. No tienes que hacer nada más: el resultado aparecerá aquí.`,
        action: fix("Revisar el número"),
      };
    case "conflict":
      return {
        ...base,
        label: "Cédula en otro perfil",
        done: false,
        detail:
          "Esa cédula ya aparece en otro perfil del directorio. Revisa el número; si el otro perfil es tuyo, reclámalo desde su página o escríbenos desde el centro de ayuda.",
        action: fix("Revisar mi cédula"),
        help: true,
      };
    case "name_mismatch":
      return {
        ...base,
        label: "El nombre no coincide con tu cédula",
        done: false,
        detail: `${REGISTRY[0]!.toUpperCase()}${REGISTRY.slice(1)} muestra otro nombre para esta cédula. Escribe tu nombre completo como aparece en ella, revisa el número o escríbenos desde el centro de ayuda.`,
        action: fix("Revisar mi cédula"),
        help: true,
      };
  }
}

/** The onboarding checklist, in the order of COMPLETENESS_ITEMS, with the completeness. */
export function onboardingChecklist(provider: OwnProvider): {
  percent: number;
  items: ChecklistItem[];
} {
  const checks = completenessChecks(provider);
  const items = COMPLETENESS_ITEMS.map((key): ChecklistItem => {
    if (key === "license") return licenseItem(provider);
    const task = TASKS[key];
    const done = checks[key];
    return {
      key,
      label: task.label,
      done,
      detail: done ? task.done : task.todo,
      action: done ? null : { label: task.action, tab: task.tab, target: FIELD_IDS[key] },
      weight: COMPLETENESS_WEIGHTS[key],
      help: false,
    };
  });
  return { percent: profileCompleteness(provider), items };
}
