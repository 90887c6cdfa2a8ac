import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of public-side section 2, in its order. Static segments outrank dynamic
// ones, so /{specialty}/especialistas and /{city}/medicos win over /{specialty}/{city}.
export default [
  index("routes/home.tsx"),
  route(":specialty", "routes/results.tsx", { id: "results-specialty" }),
  route(":specialty/:city", "routes/results.tsx", { id: "results-specialty-city" }),
  route("especialidades", "routes/specialties.tsx"),
  route("todas-las-especialidades", "routes/all-specialties.tsx"),
  route(":specialty/especialistas", "routes/specialist.tsx"),
  route(":city/medicos", "routes/city.tsx"),
  route("profesional/:slug", "routes/profile.tsx", { id: "profile-by-slug" }),
  route("profesional/:name/:specialty/:city", "routes/profile.tsx", { id: "profile-by-name" }),
  route(":slug/:specialty/:city", "routes/profile.tsx", { id: "profile" }),
  route("para-medicos", "routes/doctors-landing.tsx"),
  route("registro-medico", "routes/doctor-profile-creation.tsx"),
  route("doctor-signup", "routes/doctor-signup.tsx"),
  route("login", "routes/login.tsx"),
  route("registro-paciente", "routes/patient-signup.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("crear-contrasena", "routes/set-password.tsx"),
  route("recuperar-contrasena", "routes/forgot-password.tsx"),
  route("restablecer-contrasena", "routes/reset-password.tsx"),
  // The header's sign-out form posts here when the page's scripts have not loaded.
  route("cerrar-sesion", "routes/sign-out.ts"),
  route("bienvenido", "routes/welcome.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("dashboard/paciente", "routes/patient-dashboard.tsx"),
  // A new doctor's cédula the registry did not confirm: the documents for an administrator.
  route("dashboard/cedula", "routes/license-review.tsx"),
  route("agendar/:slug", "routes/book-appointment.tsx"),
  // A reminder's one-tap links: the token is the authority, the page's button does the change.
  route("cita/:token/confirmar", "routes/appointment-action.tsx", { id: "appointment-confirm" }),
  route("cita/:token/cancelar", "routes/appointment-action.tsx", { id: "appointment-cancel" }),
  route("reclamar-perfil/:providerId", "routes/claim-profile.tsx"),
  route("mensajes/:id", "routes/conversation.tsx"),
  route("blog", "routes/blog.tsx", { id: "blog" }),
  route("blog/categoria/:category", "routes/blog.tsx", { id: "blog-category" }),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("ayuda", "routes/help.tsx"),
  route("terminos", "routes/terms.tsx"),
  route("aviso-de-privacidad", "routes/privacy.tsx"),
  // The old address some forms linked: a permanent redirect keeps its links working.
  route("privacidad", "routes/privacy-redirect.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:name", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Administrators (admin-side 2): their own session, their own route modules and bundle.
  route("admin/login", "routes/admin-login.tsx"),
  route("admin", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
