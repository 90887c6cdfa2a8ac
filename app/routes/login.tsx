import { data, redirect, useActionData } from "react-router";
import { ZodError } from "zod";
import { landingAfterLogin } from "../../common/accounts/landing.ts";
import {
  loginSchema,
  registerFormSchema,
  resendVerificationSchema,
  safeReturnUrl,
} from "../../common/accounts/schemas.ts";
import { googleErrorFor } from "../features/accounts/login/google-errors.ts";
import { LoginPage } from "../features/accounts/login/login-page.tsx";
import type { LoginIntent } from "../features/accounts/login/types.ts";
import { fieldErrors } from "../components/forms/account-fields.tsx";
import { authHeadersOf, withSetCookies } from "../lib/auth-headers.server.ts";
import { refusalOf } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/login";

function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, "http://x.invalid");
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const returnUrl = safeReturnUrl(params.get("returnUrl"));
  const user = await context.viewer();
  if (user) throw redirect(landingAfterLogin(params.get("returnUrl"), user));
  const googleEnabled = context.publicConfig.googleSignIn;
  return {
    googleEnabled,
    googleHref:
      returnUrl === "/"
        ? "/api/auth/google"
        : `/api/auth/google?${new URLSearchParams({ returnUrl })}`,
    googleError: googleErrorFor(params.get("error") ?? "", googleEnabled),
  };
}

/** The forms work without JavaScript: the action validates, signs in and redirects. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const intent = (form.intent ?? "login") as LoginIntent;
  const values = {
    email: form.email ?? "",
    firstName: form.firstName ?? "",
    lastName: form.lastName ?? "",
  };
  const { accounts } = context.services;
  try {
    if (intent === "login") {
      const input = loginSchema.parse(form);
      const result = await accounts.login(input, authHeadersOf(request), {
        ip: context.clientIp,
      });
      const target = withParam(
        landingAfterLogin(new URL(request.url).searchParams.get("returnUrl"), result.value),
        "login",
        "success",
      );
      return redirect(target, { headers: withSetCookies(result.setCookies) });
    }
    if (intent === "register") {
      const input = registerFormSchema.parse(form);
      await accounts.register(
        {
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        { ip: context.clientIp },
      );
      return data({
        intent,
        ok: true as const,
        message: "Te enviamos un correo para verificar tu cuenta. Después podrás iniciar sesión.",
        values,
      });
    }
    const { email } = resendVerificationSchema.parse(form);
    const { message } = await accounts.resendVerification(email);
    return data({ intent, ok: true as const, message, values });
  } catch (error) {
    if (error instanceof ZodError)
      return data(
        { intent, ok: false as const, errors: fieldErrors(error.issues), values },
        { status: 400 },
      );
    const refusal = refusalOf(error);
    return data(
      {
        intent,
        ok: false as const,
        formError: refusal.message,
        needsVerification: refusal.details.needsVerification === true,
        values,
      },
      { status: refusal.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Iniciar sesión - ${brandName}`,
    description: "Inicia sesión o crea tu cuenta de paciente.",
    canonical: `${siteUrl}/login`,
    noIndex: true,
  });
};

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <LoginPage data={loaderData} result={result} />;
}
