import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../components/ui/toaster.tsx";

/** Spec: after login (?login=success, &method=google) a welcome toast shows and the parameters go. */
export function useWelcomeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("login") !== "success") return;
    const google = params.get("method") === "google";
    toast({
      title: "¡Bienvenido!",
      description: google ? "Iniciaste sesión con Google." : "Iniciaste sesión correctamente.",
    });
    params.delete("login");
    params.delete("method");
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);
}
