import { Check, Trash2, X } from "../../../components/icons/icons.tsx";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import {
  DOCTOR_POST_MESSAGES,
  DOCTOR_POST_STATUS_LABELS,
  type DoctorPostStatus,
} from "../../../../common/doctor-posts/schemas.ts";
import type { AdminDoctorPost } from "../../../../common/doctor-posts/types.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage, useAdminQuery } from "../api.ts";
import { NotesDialog } from "../notes-dialog.tsx";
import {
  Badge,
  dangerButton,
  EmptyState,
  formatDateTime,
  LoadState,
  secondaryButton,
  SelectField,
  successButton,
  type Tone,
} from "../ui.tsx";

const MESSAGES = {
  approveFailed: "No se pudo aprobar el artículo",
  rejectFailed: "No se pudo rechazar el artículo",
  deleteFailed: "No se pudo eliminar el artículo",
  notesRequired: DOCTOR_POST_MESSAGES.rejectNotes,
  confirmDelete: "Esta acción no se puede deshacer.",
  approved: "Artículo aprobado",
  rejected: "Artículo rechazado",
  deleted: "Artículo eliminado",
} as const;

const STATUS_TONES: Record<DoctorPostStatus, Tone> = {
  draft: "gray",
  pending: "amber",
  approved: "green",
  rejected: "red",
};
const FILTERS = [
  ["pending", "En revisión"],
  ["approved", "Aprobados"],
  ["rejected", "Rechazados"],
  ["todos", "Todos"],
] as const;

const refresh = () => invalidateAdmin("/api/doctor-blog-posts");

/** Reject with required notes: the author receives them by email. */
function RejectDialog({ post }: { post: AdminDoctorPost }) {
  return (
    <NotesDialog
      triggerLabel={
        <>
          <X aria-hidden="true" className="size-4" />
          Rechazar
        </>
      }
      triggerAriaLabel={`Rechazar «${post.title}»`}
      triggerClass={dangerButton}
      title="Rechazar artículo"
      description={<>«{post.title}». El autor recibirá estas notas por correo electrónico.</>}
      fieldLabel="Notas de revisión"
      submitLabel="Rechazar artículo"
      submitClass={dangerButton}
      requiredMessage={MESSAGES.notesRequired}
      maxLength={2000}
      onMissing={() => toast({ title: MESSAGES.notesRequired, variant: "destructive" })}
      onSubmit={async (notes) => {
        try {
          await adminMutation("PUT", `/api/doctor-blog-posts/${post.id}/reject`, { notes });
          toast({ title: MESSAGES.rejected, description: post.title });
          void refresh();
          return true;
        } catch (failure) {
          toast({
            title: MESSAGES.rejectFailed,
            description: serverMessage(failure) ?? undefined,
            variant: "destructive",
          });
          return false;
        }
      }}
    />
  );
}

function DeleteDialog({ post }: { post: AdminDoctorPost }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await adminMutation("DELETE", `/api/doctor-blog-posts/${post.id}`);
      toast({ title: MESSAGES.deleted, description: post.title });
      await refresh();
    } catch (failure) {
      toast({
        title: MESSAGES.deleteFailed,
        description: serverMessage(failure) ?? undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={secondaryButton} aria-label={`Eliminar «${post.title}»`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Eliminar
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            ¿Eliminar «{post.title}»?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-700">
            {MESSAGES.confirmDelete}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={secondaryButton}>Cancelar</AlertDialog.Cancel>
            <AlertDialog.Action className={dangerButton} disabled={busy} onClick={remove}>
              Eliminar
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function PostCard({ post }: { post: AdminDoctorPost }) {
  const [busy, setBusy] = useState(false);
  async function approve() {
    setBusy(true);
    try {
      await adminMutation("PUT", `/api/doctor-blog-posts/${post.id}/approve`, { notes: "" });
      toast({ title: MESSAGES.approved, description: post.title });
      await refresh();
    } catch (failure) {
      toast({
        title: MESSAGES.approveFailed,
        description: serverMessage(failure) ?? undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <article
      className="rounded-lg border border-gray-200 bg-white p-4"
      aria-labelledby={`articulo-${post.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`articulo-${post.id}`} className="text-lg font-semibold text-gray-900">
            {post.title}
          </h3>
          <p className="text-sm text-gray-700">
            {post.provider.name} · {post.provider.specialty} · {post.category} ·{" "}
            {formatDateTime(post.createdAt)}
          </p>
        </div>
        <Badge tone={STATUS_TONES[post.status]}>{DOCTOR_POST_STATUS_LABELS[post.status]}</Badge>
      </div>
      {post.excerpt ? <p className="mt-2 text-sm text-gray-800">{post.excerpt}</p> : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Leer el artículo completo
        </summary>
        <div className="mt-2 space-y-2 text-sm whitespace-pre-line text-gray-800">
          {post.content}
        </div>
        {post.seoDescription || post.seoKeywords.length ? (
          <p className="mt-2 text-xs text-gray-600">
            SEO: {post.seoDescription ?? "—"}
            {post.seoKeywords.length ? ` · ${post.seoKeywords.join(", ")}` : ""}
          </p>
        ) : null}
      </details>
      {post.reviewNotes ? (
        <p className="mt-2 rounded-md bg-gray-50 p-2 text-sm text-gray-800">
          <span className="font-medium">Notas de revisión:</span> {post.reviewNotes}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {post.status !== "approved" ? (
          <button
            type="button"
            className={successButton}
            disabled={busy}
            onClick={approve}
            aria-label={`Aprobar «${post.title}»`}
          >
            <Check aria-hidden="true" className="size-4" />
            Aprobar
          </button>
        ) : null}
        {post.status !== "rejected" ? <RejectDialog post={post} /> : null}
        <DeleteDialog post={post} />
      </div>
    </article>
  );
}

/** The blog tab (admin-side 2): doctors' posts by status, approve, reject with notes, delete. */
export function BlogTab() {
  const [status, setStatus] = useState<string>("pending");
  const path =
    status === "todos" ? "/api/doctor-blog-posts" : `/api/doctor-blog-posts?status=${status}`;
  const posts = useAdminQuery<AdminDoctorPost[]>(path);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900">Artículos de los médicos</h2>
      <div className="max-w-xs">
        <SelectField
          id="filtro-blog"
          label="Estado de los artículos"
          value={status}
          options={FILTERS}
          onChange={setStatus}
        />
      </div>
      {!posts.data ? (
        <LoadState
          error={posts.error !== null}
          loading="Cargando artículos…"
          failed="No se pudieron cargar los artículos."
        />
      ) : posts.data.length === 0 ? (
        <EmptyState>No hay artículos en este estado.</EmptyState>
      ) : (
        <div className="space-y-3">
          {posts.data.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </div>
  );
}
