import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LoginPage } from "./login-page.tsx";
import type { LoginPageData, LoginResult } from "./types.ts";

const google: LoginPageData = {
  googleEnabled: true,
  googleHref: "/api/auth/google",
  googleError: null,
};
const values = { email: "ana@example.com", firstName: "Ana", lastName: "Ruiz" };

function render(url: string, data: LoginPageData, result?: LoginResult) {
  const Stub = createRoutesStub([
    { path: "/login", Component: () => <LoginPage data={data} result={result} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

describe("the login page", () => {
  it("offers Google where it is enabled, and says so where it is not", () => {
    expect(render("/login", google)).toContain('href="/api/auth/google"');
    const without = render("/login", { ...google, googleEnabled: false });
    expect(without).not.toContain("Continuar con Google");
    expect(without).toContain("El inicio de sesión con Google no está disponible en este momento.");
  });

  it("explains an unverified account and resends the email to the address typed", () => {
    const html = render("/login", google, {
      intent: "login",
      ok: false,
      formError: "Verifica tu correo antes de iniciar sesión.",
      needsVerification: true,
      values,
    });
    expect(html).toContain("Tu correo aún no está verificado");
    expect(html).toContain("Verifica tu correo antes de iniciar sesión.");
    expect(html).toContain('name="intent" value="resend"');
    expect(html).toContain('name="email" value="ana@example.com"');
  });

  it("keeps the sign-up's email and shows its errors only on the sign-up tab", () => {
    const result: LoginResult = {
      intent: "register",
      ok: false,
      errors: { email: "Correo no válido.", confirmPassword: "Las contraseñas no coinciden." },
      values,
    };
    const register = render("/login?tab=registro", google, result);
    expect(register).toContain("Correo no válido.");
    expect(register).toContain("Las contraseñas no coinciden.");
    expect(register).toContain('value="ana@example.com"');
    expect(render("/login", google, result)).not.toContain("Correo no válido.");
  });

  it("shows a login's field errors on the login tab", () => {
    const html = render("/login", google, {
      intent: "login",
      ok: false,
      errors: { password: "Escribe tu contraseña." },
      values,
    });
    expect(html).toContain('id="campo-password-error"');
    expect(html).toContain("Escribe tu contraseña.");
  });
});
