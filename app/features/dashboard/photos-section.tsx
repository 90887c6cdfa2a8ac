import { Trash2, Upload } from "../../components/icons/icons.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { useEffect, useId, useState } from "react";
import type { OwnProvider } from "../../../common/doctors/types.ts";
import {
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  photoSrcSet,
  type PhotoKind,
} from "../../../common/photos/sizes.ts";
import { providerInitials } from "../../components/providers/provider-summary.tsx";
import { apiRequest, ApiError } from "../../lib/api-request.ts";
import { FIELD_IDS } from "./onboarding/checklist-items.ts";

interface Photos {
  avatar: string | null;
  bannerImage: string | null;
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
const SEGMENT: Record<PhotoKind, string> = { avatar: "photo", banner: "banner" };

/** Multipart upload through the shared client: the server's Spanish refusal arrives as ApiError. */
function upload(kind: PhotoKind, file: File): Promise<Photos> {
  const form = new FormData();
  form.append("foto", file);
  return apiRequest<Photos>("POST", `/api/providers/me/${SEGMENT[kind]}`, form);
}

/** The server's Spanish reason when it gave one, otherwise `fallback`. */
function messageOf(caught: unknown, fallback: string): string {
  return caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : fallback;
}

function PhotoControl({
  kind,
  title,
  hint,
  current,
  preview,
  onChange,
  inputId: givenInputId,
}: {
  kind: PhotoKind;
  title: string;
  hint: string;
  current: string | null;
  preview: React.ReactNode;
  onChange: (photos: Photos) => void;
  inputId?: string;
}) {
  const generatedId = useId();
  const inputId = givenInputId ?? generatedId;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    setError(null);
    // The server refuses it too; saying so now spares a long upload on a phone's data plan.
    if (file.size > PHOTO_MAX_BYTES) {
      setError(PHOTO_TOO_LARGE);
      return;
    }
    setBusy(true);
    try {
      onChange(await upload(kind, file));
      toast({ title: kind === "avatar" ? "Foto actualizada" : "Portada actualizada" });
    } catch (caught) {
      setError(messageOf(caught, "No se pudo subir la imagen. Inténtalo de nuevo."));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setError(null);
    setBusy(true);
    try {
      onChange(await apiRequest<Photos>("DELETE", `/api/providers/me/${SEGMENT[kind]}`));
      toast({ title: kind === "avatar" ? "Foto eliminada" : "Portada eliminada" });
    } catch (caught) {
      setError(messageOf(caught, "No se pudo quitar la imagen."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {preview}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md bg-brand-600 px-4 font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-brand-700 has-[:disabled]:cursor-wait has-[:disabled]:opacity-60"
        >
          <Upload aria-hidden="true" className="size-4" />
          {busy ? "Subiendo…" : kind === "avatar" ? "Subir foto de perfil" : "Subir portada"}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            aria-describedby={`${inputId}-ayuda${error ? ` ${inputId}-error` : ""}`}
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void send(file);
            }}
          />
        </label>
        {current ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void remove()}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 px-4 font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {kind === "avatar" ? "Quitar foto" : "Quitar portada"}
          </button>
        ) : null}
      </div>
      <p id={`${inputId}-ayuda`} className="text-sm text-gray-600">
        {hint}
      </p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The 'Fotos' part of the Perfil tab: the doctor's own photo and banner (JPEG, PNG, WebP or
 * HEIC up to 8 MB). The server strips the location and camera data and makes the sizes.
 */
export function PhotosSection({
  provider,
  onAvatarChange,
}: {
  provider: Pick<OwnProvider, "name">;
  /** The checklist counts the photo: it hears of an upload or a removal. */
  onAvatarChange?: (avatar: string | null) => void;
}) {
  const [photos, setPhotos] = useState<Photos | null>(null);
  const changed = (next: Photos) => {
    setPhotos(next);
    onAvatarChange?.(next.avatar);
  };
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    apiRequest<Photos>("GET", "/api/providers/me/photos")
      .then((answer) => {
        if (!cancelled) setPhotos(answer);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const common =
    "JPEG, PNG, WebP o HEIC de hasta 8 MB. Quitamos la ubicación y los datos de la cámara.";
  return (
    <section aria-labelledby="fotos-titulo" className="mb-8 space-y-4">
      <h2 id="fotos-titulo" className="text-lg font-bold text-gray-900">
        Fotos
      </h2>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          No pudimos cargar tus fotos. Recarga la página para intentarlo de nuevo.
        </p>
      ) : !photos ? (
        <p role="status" className="text-sm text-gray-600">
          Cargando fotos…
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <PhotoControl
            kind="avatar"
            title="Foto de perfil"
            hint={`Una foto de tu rostro, de frente y con buena luz. ${common}`}
            current={photos.avatar}
            onChange={changed}
            inputId={FIELD_IDS.photo}
            preview={
              photos.avatar ? (
                <img
                  src={photos.avatar}
                  srcSet={photoSrcSet(photos.avatar, "avatar")}
                  sizes="96px"
                  alt="Tu foto de perfil actual"
                  width={96}
                  height={96}
                  className="size-24 rounded-full bg-brand-50 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
                >
                  {providerInitials(provider.name)}
                </span>
              )
            }
          />
          <PhotoControl
            kind="banner"
            title="Portada"
            hint={`Una imagen horizontal de tu consultorio; se recorta a una franja cuatro veces más ancha que alta. ${common}`}
            current={photos.bannerImage}
            onChange={changed}
            preview={
              photos.bannerImage ? (
                <img
                  src={photos.bannerImage}
                  srcSet={photoSrcSet(photos.bannerImage, "banner")}
                  sizes="(min-width: 768px) 400px, 100vw"
                  alt="Tu portada actual"
                  className="aspect-[4/1] w-full rounded-md bg-brand-50 object-cover"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="aspect-[4/1] w-full rounded-md bg-gradient-to-r from-brand-600 to-brand-800"
                />
              )
            }
          />
        </div>
      )}
    </section>
  );
}
