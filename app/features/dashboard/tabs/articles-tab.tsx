import {
  ExternalLink,
  FilePlus,
  Loader2,
  PenLine,
  Send,
  Trash2,
} from "../../../components/icons/icons.tsx";
import { AlertDialog } from "radix-ui";
import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { BLOG_CATEGORIES } from "../../../../common/blog/types.ts";
import {
  DOCTOR_POST_LIMITS as L,
  DOCTOR_POST_MESSAGES as M,
  DOCTOR_POST_STATUS_LABELS,
  doctorPostSchema,
  type DoctorPostStatus,
} from "../../../../common/doctor-posts/schemas.ts";
import type { OwnDoctorPost } from "../../../../common/doctor-posts/types.ts";
import type { OwnProvider } from "../../../../common/doctors/types.ts";
import { formatLongDate } from "../../../../common/time/format.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError, apiRequest } from "../../../lib/api-request.ts";
import { fieldClasses, TextField } from "../../../components/forms/panel-fields.tsx";

const STATUS_TONES: Record<DoctorPostStatus, string> = {
  draft: "bg-gray-100 text-gray-800",
  pending: "bg-amber-50 text-amber-900",
  approved: "bg-green-50 text-green-800",
  rejected: "bg-red-50 text-red-800",
};
const EDITABLE: DoctorPostStatus[] = ["draft", "rejected"];

const buttonBase =
  "inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primaryButton = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryButton = `${buttonBase} border border-gray-300 text-gray-800 hover:bg-gray-50`;

interface Draft {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  seoDescription: string;
  seoKeywords: string;
}
type Field = keyof Draft;

const EMPTY: Draft = {
  title: "",
  category: "",
  excerpt: "",
  content: "",
  seoDescription: "",
  seoKeywords: "",
};

function draftOf(post: OwnDoctorPost): Draft {
  return {
    title: post.title,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    seoDescription: post.seoDescription ?? "",
    seoKeywords: post.seoKeywords.join(", "),
  };
}

function saveFailed(error: unknown) {
  toast({
    title: M.saveFailed,
    description:
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : "Inténtalo de nuevo en unos momentos.",
    variant: "destructive",
  });
}

function submitPost(id: number) {
  return apiRequest<OwnDoctorPost>("POST", `/api/providers/me/posts/${id}/submit`);
}

function Counter({ value, max }: { value: string; max: number }) {
  return (
    <span className={value.length > max ? "text-red-700" : "text-gray-500"}>
      {value.length}/{max}
    </span>
  );
}

/** A labelled textarea or select with its error or hint announced with it. */
function Area({
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: string;
  rows: number;
  max: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        className={fieldClasses.input}
      />
      <p id={`${id}-help`} className="mt-1 flex justify-between gap-3 text-sm">
        <span className={error ? "text-red-700" : "text-gray-600"}>{error ?? hint}</span>
        <Counter value={value} max={max} />
      </p>
    </div>
  );
}

function Editor({
  post,
  canSubmit,
  onSaved,
  onClose,
}: {
  post: OwnDoctorPost | null;
  canSubmit: boolean;
  onSaved: (post: OwnDoctorPost, close: boolean) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(post ? draftOf(post) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<"save" | "submit" | null>(null);
  const set = (field: Field) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function save(andSubmit: boolean) {
    const parsed = doctorPostSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(andSubmit ? "submit" : "save");
    try {
      let saved = post
        ? await apiRequest<OwnDoctorPost>("PUT", `/api/providers/me/posts/${post.id}`, parsed.data)
        : await apiRequest<OwnDoctorPost>("POST", "/api/providers/me/posts", parsed.data);
      if (andSubmit) saved = await submitPost(saved.id);
      toast({ title: andSubmit ? M.submitted : M.saved });
      onSaved(saved, andSubmit);
    } catch (error) {
      saveFailed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-gray-200 p-4 md:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-gray-900">
        {post ? "Editar artículo" : "Nuevo artículo"}
      </h3>
      {post?.status === "rejected" && post.reviewNotes ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <span className="font-semibold">Notas de revisión:</span> {post.reviewNotes}
        </p>
      ) : null}
      <TextField
        label="Título"
        value={draft.title}
        onChange={set("title")}
        error={errors.title}
        maxLength={L.titleMax}
        required
      />
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-gray-800">
          Categoría
        </label>
        <select
          id={`${id}-category`}
          value={draft.category}
          onChange={(event) => set("category")(event.target.value)}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          className={fieldClasses.input}
        >
          <option value="" disabled>
            Selecciona una categoría
          </option>
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={`${id}-category-error`} className="mt-1 text-sm text-red-700">
            {errors.category}
          </p>
        ) : null}
      </div>
      <Area
        label="Resumen"
        value={draft.excerpt}
        onChange={set("excerpt")}
        error={errors.excerpt}
        hint="Opcional: una o dos frases que aparecen en la lista del blog."
        rows={2}
        max={L.excerptMax}
      />
      <Area
        label="Contenido"
        value={draft.content}
        onChange={set("content")}
        error={errors.content}
        hint="Usa **negrita** y *cursiva*; deja una línea en blanco entre párrafos."
        rows={14}
        max={L.contentMax}
      />
      <Area
        label="Descripción para buscadores (SEO)"
        value={draft.seoDescription}
        onChange={set("seoDescription")}
        error={errors.seoDescription}
        hint="Opcional: el texto que muestran Google y las redes al compartir."
        rows={2}
        max={L.seoDescriptionMax}
      />
      <TextField
        label="Palabras clave (SEO)"
        value={draft.seoKeywords}
        onChange={set("seoKeywords")}
        error={errors.seoKeywords}
        hint="Opcional: hasta 10, separadas por comas."
      />
      {!canSubmit ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {M.notVerified}: puedes guardar borradores; verifica tu correo para enviarlos a revisión.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy !== null} className={secondaryButton}>
          {busy === "save" ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Guardar borrador
        </button>
        <button
          type="button"
          disabled={busy !== null || !canSubmit}
          onClick={() => void save(true)}
          className={primaryButton}
        >
          {busy === "submit" ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          Enviar a revisión
        </button>
        <button type="button" onClick={onClose} className={secondaryButton}>
          Cerrar
        </button>
      </div>
    </form>
  );
}

function DeleteButton({ post, onDeleted }: { post: OwnDoctorPost; onDeleted: () => void }) {
  async function remove() {
    try {
      await apiRequest("DELETE", `/api/providers/me/posts/${post.id}`);
      toast({ title: "Artículo eliminado" });
      onDeleted();
    } catch (error) {
      toast({
        title: "No se pudo eliminar el artículo",
        description: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined,
        variant: "destructive",
      });
    }
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={`${buttonBase} text-red-700 hover:bg-red-50`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Eliminar
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold break-words text-ink">
            ¿Eliminar «{post.title}»?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-700">
            Esta acción no se puede deshacer.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={secondaryButton}>Cancelar</AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() => void remove()}
              className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}
            >
              Eliminar
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * 'Artículos': the doctor writes blog posts, saves drafts and sends them for review;
 * administrators approve (the post appears in /blog) or reject them with notes.
 */
export function ArticlesTab({ provider }: { provider: OwnProvider }) {
  const [posts, setPosts] = useState<OwnDoctorPost[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<OwnDoctorPost | "new" | null>(null);
  const [submitting, setSubmitting] = useState<number | null>(null);

  const load = useCallback(() => {
    setLoadFailed(false);
    apiRequest<OwnDoctorPost[]>("GET", "/api/providers/me/posts").then(setPosts, () =>
      setLoadFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  function replace(post: OwnDoctorPost) {
    setPosts((list) => [post, ...(list ?? []).filter((p) => p.id !== post.id)]);
  }

  async function submitFromList(post: OwnDoctorPost) {
    setSubmitting(post.id);
    try {
      replace(await submitPost(post.id));
      toast({ title: M.submitted });
    } catch (error) {
      saveFailed(error);
    } finally {
      setSubmitting(null);
    }
  }

  if (loadFailed) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>No se pudieron cargar tus artículos.</p>
        <button type="button" onClick={load} className="mt-2 font-semibold underline">
          Reintentar
        </button>
      </div>
    );
  }
  if (!posts) return <p className="text-gray-600">Cargando artículos…</p>;

  return (
    <section aria-labelledby="panel-articulos" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="panel-articulos" className="text-xl font-bold text-gray-900">
            Tus artículos
          </h2>
          <p className="text-sm text-gray-600">
            Un administrador revisa cada artículo antes de publicarlo en el blog.
          </p>
        </div>
        {editing === null ? (
          <button type="button" onClick={() => setEditing("new")} className={primaryButton}>
            <FilePlus aria-hidden="true" className="size-4" />
            Nuevo artículo
          </button>
        ) : null}
      </div>

      {editing !== null ? (
        <Editor
          key={editing === "new" ? "new" : editing.id}
          post={editing === "new" ? null : editing}
          canSubmit={provider.emailVerified}
          onSaved={(post, close) => {
            replace(post);
            setEditing(close ? null : post);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}

      {posts.length === 0 ? (
        editing === null ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-4 text-gray-700">
            Aún no has escrito artículos. Comparte lo que explicas a tus pacientes todos los días.
          </p>
        ) : null
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {posts.map((post) => (
            <li key={post.id} className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-gray-900">{post.title}</p>
                  <p className="text-sm text-gray-600">
                    {post.category} · actualizado el {formatLongDate(post.updatedAt)}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[post.status]}`}
                >
                  {DOCTOR_POST_STATUS_LABELS[post.status]}
                </span>
              </div>
              {post.status === "rejected" && post.reviewNotes ? (
                <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
                  <span className="font-semibold">Notas de revisión:</span> {post.reviewNotes}
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {EDITABLE.includes(post.status) ? (
                  <>
                    <button
                      type="button"
                      onClick={() => setEditing(post)}
                      className={secondaryButton}
                    >
                      <PenLine aria-hidden="true" className="size-4" />
                      Editar
                    </button>
                    <button
                      type="button"
                      disabled={!provider.emailVerified || submitting === post.id}
                      onClick={() => void submitFromList(post)}
                      className={secondaryButton}
                    >
                      <Send aria-hidden="true" className="size-4" />
                      Enviar a revisión
                    </button>
                    <DeleteButton
                      post={post}
                      onDeleted={() => {
                        setPosts((list) => list?.filter((p) => p.id !== post.id) ?? null);
                        if (editing !== null && editing !== "new" && editing.id === post.id) {
                          setEditing(null);
                        }
                      }}
                    />
                  </>
                ) : null}
                {post.publicPath ? (
                  <Link to={post.publicPath} className={secondaryButton}>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    Ver en el blog
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
