import { toast } from "../../components/ui/toaster.tsx";

/** Spec: logout shows a toast and goes home after 100 ms; a failure says so. */
export async function logout(goHome: () => void): Promise<void> {
  try {
    const response = await fetch("/api/auth/logout", { method: "POST", credentials: "include" });
    if (!response.ok) throw new Error(`${response.status}`);
    toast({ title: "Sesión cerrada", description: "Has cerrado sesión exitosamente" });
    setTimeout(goHome, 100);
  } catch {
    toast({ title: "Error", description: "No se pudo cerrar sesión", variant: "destructive" });
  }
}
