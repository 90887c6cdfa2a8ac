import { useEffect, useState } from "react";
import { BookingLink, CallLink, WhatsAppLink, type ProfileContact } from "./profile-actions.tsx";

/**
 * Phones only: Llamar / WhatsApp / Agendar stay at the bottom of the screen once the
 * profile's own buttons have scrolled away. Sticky (not fixed) at the end of the profile, so
 * it stops above the footer and never hides it. Until the browser says the buttons are gone
 * it stays out of sight and out of the tab order.
 */
export function StickyContactBar({
  providerId,
  contact,
}: {
  providerId: number;
  contact: ProfileContact;
}) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const actions = document.getElementById("acciones-principales");
    if (!actions || typeof IntersectionObserver === "undefined") {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setShown(!entry?.isIntersecting));
    observer.observe(actions);
    return () => observer.disconnect();
  }, []);

  const count = [contact.tel, contact.whatsapp, contact.booking].filter(Boolean).length;
  if (count === 0) return null;
  const columns = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3"][count];
  // Three buttons share 288 px on a 320 px phone: the icon goes above the label, as in an
  // app's tab bar, so 'WhatsApp' fits whole in its third.
  const stacked = count === 3 ? "flex-col gap-0.5 px-1 text-sm leading-tight" : "gap-2 px-2";
  return (
    <div
      data-testid="barra-contacto"
      className={`sticky bottom-0 z-30 -mx-4 mt-6 border-t border-gray-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur transition-transform motion-reduce:transition-none md:hidden ${
        shown ? "translate-y-0" : "invisible translate-y-full"
      }`}
    >
      <nav aria-label="Contactar al médico" className={`grid gap-2 ${columns}`}>
        {contact.tel ? (
          <CallLink providerId={providerId} tel={contact.tel} className={stacked} />
        ) : null}
        {contact.whatsapp ? (
          <WhatsAppLink providerId={providerId} href={contact.whatsapp} className={stacked} />
        ) : null}
        {contact.booking ? (
          <BookingLink
            providerId={providerId}
            booking={contact.booking}
            label="Agendar"
            className={stacked}
          />
        ) : null}
      </nav>
    </div>
  );
}
