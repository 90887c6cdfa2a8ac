import { ChevronDown, Link2, MessageCircle, MessageSquare, Share2 } from "../icons/icons.tsx";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { composeShareMessage } from "./share-text.ts";
import { toast } from "../ui/toaster.tsx";

export { buildShareText, composeShareMessage } from "./share-text.ts";

function resolveUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin || undefined).href;
  } catch {
    // Not resolvable (no origin yet and a relative path): share what we were given.
    return url;
  }
}

const ITEM_CLASSES =
  "flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-gray-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

export function ShareMenu({
  url,
  text,
  label = "Compartir",
  defaultOpen = false,
}: {
  url: string;
  text: string;
  label?: string;
  /** Open at once (used when the menu is loaded by the click that should open it). */
  defaultOpen?: boolean;
}) {
  // Read when the menu opens (an event handler or effect), never during render, so SSR stays safe.
  const [origin, setOrigin] = useState("");
  useEffect(() => {
    if (defaultOpen) setOrigin(window.location.origin);
  }, [defaultOpen]);
  const absoluteUrl = resolveUrl(url, origin);
  const message = composeShareMessage(text, url, absoluteUrl);

  async function copyLink() {
    // Resolved again at click time in case the menu was opened before a client navigation.
    const link = resolveUrl(url, window.location.origin);
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(link);
      toast({
        title: "Enlace copiado",
        description: "El enlace del perfil se copió al portapapeles.",
      });
    } catch {
      toast({ title: "No se pudo copiar el enlace", variant: "destructive" });
    }
  }

  return (
    <DropdownMenu.Root
      defaultOpen={defaultOpen}
      // Non-modal: a modal menu locks page scroll, which shifts long result lists on open.
      modal={false}
      onOpenChange={(open) => {
        if (open) setOrigin(window.location.origin);
      }}
    >
      <DropdownMenu.Trigger className="inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 data-[state=open]:bg-gray-50">
        <Share2 aria-hidden="true" className="size-4" />
        <span>{label}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-gray-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={ITEM_CLASSES}>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" className="size-4 text-green-700" />
              WhatsApp
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM_CLASSES}>
            <a href={`sms:?&body=${encodeURIComponent(message)}`}>
              <MessageSquare aria-hidden="true" className="size-4 text-brand-700" />
              SMS
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM_CLASSES} onSelect={() => void copyLink()}>
            <Link2 aria-hidden="true" className="size-4 text-gray-600" />
            Copiar enlace
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
