import { ChevronDown, Phone, Share2 } from "../icons/icons.tsx";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { TRIGGER_CLASSES } from "./phone.ts";

/*
 * A results page shows ten cards; their dialog and menu (Radix, with focus traps and
 * positioning) are only needed once someone opens one. Each card renders a plain button of
 * the same look; the first press loads the real component, which opens at once.
 */
const loadCallDialog = () => import("./call-dialog.tsx");
const loadShareMenu = () => import("./share-menu.tsx");
const CallDialog = lazy(() => loadCallDialog().then((m) => ({ default: m.CallDialog })));
const ShareMenu = lazy(() => loadShareMenu().then((m) => ({ default: m.ShareMenu })));

function Deferred({
  load,
  placeholder,
  children,
}: {
  load: () => Promise<unknown>;
  placeholder: (open: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [requested, setRequested] = useState(false);
  if (!requested) {
    return placeholder(() => {
      void load();
      setRequested(true);
    });
  }
  return <Suspense fallback={placeholder(() => {})}>{children}</Suspense>;
}

export function DeferredCallDialog({
  providerName,
  phone,
  dialable,
}: {
  providerName: string;
  phone: string | null;
  dialable: boolean;
}) {
  if (!dialable) return <CallDialogDisabled />;
  return (
    <Deferred
      load={loadCallDialog}
      placeholder={(open) => (
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadCallDialog()}
          onFocus={() => void loadCallDialog()}
          onClick={open}
          className={`${TRIGGER_CLASSES} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
        >
          <Phone aria-hidden="true" className="size-4" />
          Llamar
        </button>
      )}
    >
      <CallDialog providerName={providerName} phone={phone} defaultOpen />
    </Deferred>
  );
}

function CallDialogDisabled() {
  return (
    <button
      type="button"
      disabled
      className={`${TRIGGER_CLASSES} cursor-not-allowed border border-gray-200 bg-gray-100 text-gray-500`}
    >
      <Phone aria-hidden="true" className="size-4" />
      Teléfono no disponible
    </button>
  );
}

export function DeferredShareMenu({ url, text }: { url: string; text: string }) {
  return (
    <Deferred
      load={loadShareMenu}
      placeholder={(open) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          onPointerEnter={() => void loadShareMenu()}
          onFocus={() => void loadShareMenu()}
          onClick={open}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          <Share2 aria-hidden="true" className="size-4" />
          <span>Compartir</span>
          <ChevronDown aria-hidden="true" className="size-4 text-gray-500" />
        </button>
      )}
    >
      <ShareMenu url={url} text={text} defaultOpen />
    </Deferred>
  );
}
