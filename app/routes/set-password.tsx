import { useEffect } from "react";
import { data, useActionData, useNavigate, useNavigation } from "react-router";
import {
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../common/doctors/registration.ts";
import {
  PasswordCreated,
  SetPasswordForm,
  UnusableLink,
} from "../features/accounts/set-password-views.tsx";
import { fieldErrors } from "../components/forms/account-fields.tsx";
import { refusalOf } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/set-password";

const REDIRECT_MS = 2000;

/** The link is checked, not spent, when the page opens: mail scanners may open it first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!token) return { state: "missing" as const, token };
  const parsed = setPasswordSchema.shape.token.safeParse(token);
  const live =
    parsed.success && (await context.services.doctorRegistration.passwordLinkIsLive(token));
  return { state: live ? ("ready" as const) : ("invalid" as const), token };
}

/** Works without JavaScript: the form posts here (set the password, or ask for a new link). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const service = context.services.doctorRegistration;
  if (form.intent === "request") {
    const parsed = setPasswordLinkRequestSchema.safeParse(form);
    if (!parsed.success)
      return data(
        {
          intent: "request" as const,
          ok: false as const,
          errors: fieldErrors(parsed.error.issues),
        },
        { status: 400 },
      );
    const { message } = await service.requestPasswordLink(parsed.data.email);
    return { intent: "request" as const, ok: true as const, message };
  }
  const parsed = setPasswordSchema.safeParse(form);
  if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === "token"))
    return data(
      { intent: "set" as const, ok: false as const, expired: true, errors: {} },
      { status: 400 },
    );
  if (!parsed.success)
    return data(
      { intent: "set" as const, ok: false as const, errors: fieldErrors(parsed.error.issues) },
      { status: 400 },
    );
  try {
    const { message } = await service.setPassword(parsed.data);
    return { intent: "set" as const, ok: true as const, message };
  } catch (error) {
    // The service's 400 means a link that is unknown, used or expired.
    if (refusalOf(error).status !== 400) throw error;
    return data(
      { intent: "set" as const, ok: false as const, expired: true, errors: {} },
      { status: 400 },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Crea tu contraseña - ${brandName}`,
    description: "Crea la contraseña de tu cuenta de médico.",
    canonical: `${siteUrl}/crear-contrasena`,
    noIndex: true,
  });
};

/** /crear-contrasena?token=…: the emailed link of a doctor who registered without a password. */
export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle";
  const done = result?.intent === "set" && result.ok;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const expired = result?.intent === "set" && !result.ok && "expired" in result;
  const state = expired ? "invalid" : loaderData.state;

  if (done) return <PasswordCreated message={result.message} />;
  if (state !== "ready") {
    const requested = result?.intent === "request" ? result : undefined;
    return <UnusableLink state={state} requested={requested} busy={busy} />;
  }
  const errors: Record<string, string> =
    result?.intent === "set" && !result.ok ? result.errors : {};
  return <SetPasswordForm token={loaderData.token} errors={errors} busy={busy} />;
}
