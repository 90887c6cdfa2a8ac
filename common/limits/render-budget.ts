/**
 * What a client past its page render budget reads (server/http/render-budget.ts): on the plain
 * page a browser gets for a document, and on the site's own error page when a client
 * navigation's data is refused (app/components/layout/too-many-pages.tsx).
 */
export const TOO_MANY_RENDERS_TITLE = "Demasiadas páginas en poco tiempo";
export const TOO_MANY_RENDERS_MESSAGE =
  "Se pidieron muchas páginas desde esta conexión en el último minuto. Espera un momento y vuelve a intentarlo.";
