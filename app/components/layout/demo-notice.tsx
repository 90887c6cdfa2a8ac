import { Info } from "../icons/icons.tsx";

/** Shown while the site runs on generated data, so nobody mistakes a demo doctor for a real one. */
export function DemoNotice() {
  return (
    <aside aria-label="Aviso de datos de demostración" className="bg-amber-50 text-amber-900">
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1.5 text-xs">
        <Info aria-hidden="true" className="size-3.5 shrink-0" />
        Sitio de demostración: los médicos, reseñas y datos de contacto que ves son ficticios.
      </p>
    </aside>
  );
}
