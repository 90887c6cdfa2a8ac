import type { SpecialtyGuide as Guide } from "../../../common/content/specialty-guides.ts";

/** When to see the specialist, tips for the first visit and the signs that call for 911. */
export function SpecialtyGuide({
  specialistName,
  guide,
}: {
  specialistName: string;
  guide: Guide;
}) {
  return (
    <section aria-labelledby="cuando-acudir" className="mt-10 grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h2 id="cuando-acudir" className="text-xl font-bold text-gray-900">
          ¿Cuándo acudir a un {specialistName.toLowerCase()}?
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
          {guide.whenToVisit.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <h3 className="mt-6 font-semibold text-gray-900">Para tu primera consulta</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
          {guide.firstVisitTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <aside aria-labelledby="urgencias" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <h3 id="urgencias" className="font-semibold text-red-900">
          Acude a urgencias o llama al 911 si:
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900">
          {guide.urgentSigns.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
