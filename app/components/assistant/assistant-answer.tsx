import { Stethoscope, TriangleAlert } from "../icons/icons.tsx";
import { EmergencyContactLinks } from "../ui/emergency-contact-links.tsx";
import { Link } from "react-router";
import type { SymptomAnalysis } from "./types.ts";

const FRAME: Record<SymptomAnalysis["urgency"], string> = {
  emergency: "border-red-700 bg-red-50",
  urgent: "border-amber-600 bg-amber-50",
  routine: "border-brand-200 bg-brand-50",
};

/**
 * Dr. Salud's answer: the greeting (warning signs first), the numbers to call when it matters,
 * and the suggested specialties with their reasons, linked to their results when `linkable`.
 */
export function AssistantAnswer({
  answer,
  linkable = false,
}: {
  answer: SymptomAnalysis;
  linkable?: boolean;
}) {
  const alarming = answer.urgency !== "routine";
  const Icon = alarming ? TriangleAlert : Stethoscope;
  return (
    <section
      aria-label="Orientación de Dr. Salud"
      role={answer.urgency === "emergency" ? "alert" : "status"}
      className={`rounded-lg border p-4 ${FRAME[answer.urgency]}`}
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <Icon
          aria-hidden="true"
          className={`size-5 ${alarming ? "text-red-700" : "text-brand-700"}`}
        />
        Dr. Salud
      </p>
      <p className="mt-2 text-sm text-gray-800">{answer.greeting}</p>
      <EmergencyContactLinks contacts={answer.contacts} />
      {answer.specialties.length > 0 ? (
        <>
          <p className="mt-3 text-sm font-medium text-gray-900">Especialidades sugeridas</p>
          <ul className="mt-1 space-y-1.5">
            {answer.specialties.map((specialty) => (
              <li key={specialty.slug} className="text-sm text-gray-800">
                {linkable ? (
                  <Link
                    to={`/${specialty.slug}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {specialty.name}
                  </Link>
                ) : (
                  <span className="font-semibold">{specialty.name}</span>
                )}
                {": "}
                {specialty.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
