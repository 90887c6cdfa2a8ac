/** The Google button of the login tab, or why it is not offered. */
export function GoogleSignIn({ enabled, href }: { enabled: boolean; href: string }) {
  return (
    <div className="mt-4">
      {enabled ? (
        <a
          href={href}
          className="flex h-11 w-full items-center justify-center rounded-md border border-gray-300 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Continuar con Google
        </a>
      ) : (
        <p className="rounded-md bg-gray-50 p-3 text-center text-sm text-gray-600">
          El inicio de sesión con Google no está disponible en este momento.
        </p>
      )}
    </div>
  );
}
