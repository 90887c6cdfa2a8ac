import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import type { PageFilters } from "../../../common/search/url.ts";
import { FilterForm, FilterSheetLink } from "./filter-panel.tsx";

/** The filters as a bottom sheet on phones; opens at once (it loads on the first press). */
export function FilterSheet({ filters, label }: { filters: PageFilters; label: string }) {
  const [open, setOpen] = useState(true);
  // The page's own "Más filtros" link opens it (it works before hydration too), so focus goes
  // back to that link on close rather than to a Radix trigger.
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <FilterSheetLink ref={opener} label={label} expanded={open} onOpen={() => setOpen(true)} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-6 shadow-2xl"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-gray-900">Filtros</Dialog.Title>
            <Dialog.Close className="inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-gray-700 hover:bg-gray-100">
              Cerrar
            </Dialog.Close>
          </div>
          <FilterForm filters={filters} onApplied={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
