import { CheckCircle2, Loader2, XCircle } from "../components/icons/icons.tsx";
import { useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { verifyEmailSchema } from "../../common/accounts/schemas.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/verify-email";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

// The token is spent by a POST from the page, not by opening the link: mail scanners that
// prefetch links must not use up someone's single-use token.
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = verifyEmailSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  try {
    await context.services.accounts.verifyEmail(parsed.data.token);
    return { ok: true };
  } catch {
    return data({ ok: false }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Verificación de email - ${brandName}`,
    description: "Verifica tu correo electrónico.",
    canonical: `${siteUrl}/verify-email`,
    noIndex: true,
  });
};

function State({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center" role="status">
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      {children}
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Volver al inicio
      </Link>
    </div>
  );
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const { token } = loaderData;
  useEffect(() => {
    if (token && fetcher.state === "idle" && !fetcher.data)
      void fetcher.submit({ token }, { method: "post" });
  }, [token, fetcher]);

  if (!token) {
    return (
      <State
        icon={<XCircle aria-hidden="true" className="size-12 text-red-600" />}
        title="No se encontró un token de verificación válido en la URL."
      />
    );
  }
  if (!fetcher.data) {
    return (
      <State
        icon={<Loader2 aria-hidden="true" className="size-12 animate-spin text-brand-600" />}
        title="Verificando tu email..."
      >
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <noscript>
            <button
              type="submit"
              className="rounded-md border border-gray-300 px-4 py-2 font-semibold"
            >
              Verificar mi email
            </button>
          </noscript>
        </fetcher.Form>
      </State>
    );
  }
  if (fetcher.data.ok) {
    return (
      <State
        icon={<CheckCircle2 aria-hidden="true" className="size-12 text-brand-600" />}
        title="¡Email verificado exitosamente!"
      >
        <p className="mt-3 text-gray-700">
          Tu cuenta ha sido verificada. Ahora puedes iniciar sesión y comenzar a dejar reseñas.
        </p>
        <p className="mt-4">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Iniciar sesión
          </Link>
        </p>
      </State>
    );
  }
  return (
    <State
      icon={<XCircle aria-hidden="true" className="size-12 text-red-600" />}
      title="No pudimos verificar tu email"
    >
      <p className="mt-3 text-gray-700">
        El enlace de verificación es inválido o ha expirado. Por favor solicita un nuevo enlace de
        verificación.
      </p>
    </State>
  );
}
