import { Heart } from "../icons/icons.tsx";
import { createContext, useContext, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "../ui/toaster.tsx";
import { apiRequest } from "../../lib/api-request.ts";

/** Who is looking and what they saved; the root route provides it for every page. */
export const FavouritesContext = createContext<{ signedIn: boolean; ids: readonly number[] }>({
  signedIn: false,
  ids: [],
});

/**
 * The heart on cards and profiles; anonymous visitors go to login and come back. With
 * `formIntent` (the profile) it is also a form posted to the page's action with that intent,
 * so a tap before the page's scripts run saves or removes too; once they run it sends through
 * the API as on cards. `error`: that action's refusal.
 */
export function FavouriteButton({
  providerId,
  providerName,
  formIntent,
  error = null,
}: {
  providerId: number;
  providerName: string;
  formIntent?: string;
  error?: string | null;
}) {
  const favourites = useContext(FavouritesContext);
  const location = useLocation();
  const initiallySaved = favourites.ids.includes(providerId);
  const [saved, setSaved] = useState(initiallySaved);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSaved(initiallySaved), [initiallySaved]);

  const classes =
    "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-gray-300 bg-white hover:bg-rose-50";
  const label = saved
    ? `Quitar a ${providerName} de favoritos`
    : `Guardar a ${providerName} en favoritos`;
  if (!favourites.signedIn) {
    return (
      <Link
        to={`/login?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
        aria-label={label}
        title="Inicia sesión para guardar médicos"
        className={classes}
      >
        <Heart aria-hidden="true" className="size-5 text-gray-500" />
      </Link>
    );
  }

  async function toggle() {
    setBusy(true);
    const next = !saved;
    try {
      await apiRequest(next ? "POST" : "DELETE", `/api/favourites/${providerId}`);
      setSaved(next);
      toast({
        title: next ? "Guardado en favoritos" : "Eliminado de favoritos",
        description: providerName,
      });
    } catch {
      toast({ title: "No se pudo actualizar tus favoritos", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const heart = (
    <Heart
      aria-hidden="true"
      className={`size-5 ${saved ? "fill-rose-600 text-rose-600" : "text-gray-500"}`}
    />
  );
  if (!formIntent) {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={label}
        disabled={busy}
        onClick={() => void toggle()}
        className={classes}
      >
        {heart}
      </button>
    );
  }
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        void toggle();
      }}
      className="contents"
    >
      <input type="hidden" name="intent" value={formIntent} />
      <input type="hidden" name="favourite" value={saved ? "remove" : "add"} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={label}
        disabled={busy}
        className={classes}
      >
        {heart}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
