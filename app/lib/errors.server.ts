import { data } from "react-router";
import { describeError, type HttpErrorView } from "../../server/http/errors.ts";
import { loginRedirect } from "./session.server.ts";

/** A refusal a page shows: the status and Spanish message the API would answer with. */
export type PageRefusal = Required<Pick<HttpErrorView, "status" | "message" | "details">>;

/** A redirect or a `data(...)` thrown on purpose inside a try block is an answer already. */
function isPageAnswer(error: unknown): boolean {
  // React Router exports the class of `data(...)` as a type only; its tag is what it checks too.
  return (
    error instanceof Response ||
    (error as { type?: unknown } | null)?.type === "DataWithResponseInit"
  );
}

/**
 * For actions: any error the person caused (4xx) as the refusal their form shows, read
 * through the API's own map (`describeError`); page answers and faults (5xx) are rethrown,
 * the faults to the route's error boundary.
 */
export function refusalOf(error: unknown): PageRefusal {
  if (isPageAnswer(error)) throw error;
  const view = describeError(error);
  if (!view.expected) throw error;
  return { status: view.status, message: view.message, details: view.details ?? {} };
}

/** For actions whose form shows one message: `{ error }` with the refusal's status. */
export function formError(error: unknown) {
  const { status, message } = refusalOf(error);
  return data({ error: message }, { status });
}

export interface PageErrorOptions {
  /** 404 where a 403 would tell a stranger that the thing exists (a conversation, a draft). */
  forbiddenAs?: 403 | 404;
}

/**
 * For loaders: any error as the page's answer, always thrown. 401 goes to the login page,
 * which brings the person back; other refusals reach the route's error boundary with their
 * status (404 renders its not-found page); faults propagate unchanged.
 */
export function pageError(error: unknown, request: Request, options: PageErrorOptions = {}): never {
  const { status } = refusalOf(error);
  if (status === 401) throw loginRedirect(request);
  throw data(null, { status: status === 403 ? (options.forbiddenAs ?? 403) : status });
}
