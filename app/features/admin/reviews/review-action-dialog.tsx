import type { ReactNode } from "react";
import { toast } from "../../../components/ui/toaster.tsx";
import { adminMutation, invalidateAdmin, serverMessage } from "../api.ts";
import { NotesDialog } from "../notes-dialog.tsx";

/** Every list of the Reseñas tab: a decision on one review may move it in any of them. */
const REVIEW_LISTS = ["/api/admin/reviews", "/api/admin/review-reports"];

/**
 * An administrator's step on a review (restore it, remove it, keep it): a dialog with a note,
 * the PUT, a toast either way and the tab's lists fetched again.
 */
export function ReviewActionDialog({
  trigger,
  triggerClass,
  title,
  description,
  fieldLabel,
  requiredMessage,
  maxLength,
  path,
  body,
  done,
  failed,
}: {
  trigger: ReactNode;
  triggerClass: string;
  title: string;
  description: string;
  fieldLabel: string;
  /** Without it the note is optional. */
  requiredMessage?: string;
  maxLength: number;
  path: string;
  body: (note: string) => Record<string, unknown>;
  done: { title: string; description: string };
  failed: string;
}) {
  return (
    <NotesDialog
      triggerLabel={trigger}
      triggerClass={triggerClass}
      title={title}
      description={description}
      fieldLabel={fieldLabel}
      submitLabel={title}
      submitClass={triggerClass}
      requiredMessage={requiredMessage}
      maxLength={maxLength}
      onSubmit={async (note) => {
        try {
          await adminMutation("PUT", path, body(note));
          toast(done);
          void Promise.all(REVIEW_LISTS.map(invalidateAdmin));
          return true;
        } catch (failure) {
          toast({
            title: failed,
            description: serverMessage(failure) ?? undefined,
            variant: "destructive",
          });
          return false;
        }
      }}
    />
  );
}
