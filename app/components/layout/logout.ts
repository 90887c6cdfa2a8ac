import { toast, toastOnNextPage } from "../ui/toaster.tsx";
import { apiRequest } from "../../lib/api-request.ts";

/** Spec: logout shows a toast and goes home after 100 ms; a failure says so. */
export async function logout(goHome: () => void): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
    const signedOut = { title: "Sesión cerrada", description: "Has cerrado sesión exitosamente" };
    toast(signedOut);
    // Home is a full page load, which clears this page's toast: the home page shows it again.
    toastOnNextPage(signedOut);
    setTimeout(goHome, 100);
  } catch {
    toast({ title: "Error", description: "No se pudo cerrar sesión", variant: "destructive" });
  }
}
