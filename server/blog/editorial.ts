import { article as acne } from "../../common/blog/articles/acne-en-adultos-causas-y-cuando-consultar.ts";
import { article as anxiety } from "../../common/blog/articles/ansiedad-senales-y-cuando-pedir-ayuda.ts";
import { article as sun } from "../../common/blog/articles/como-proteger-tu-piel-del-sol-en-mexico.ts";
import { article as depression } from "../../common/blog/articles/depresion-mitos-y-realidades.ts";
import { article as diabetes } from "../../common/blog/articles/diabetes-tipo-2-prevencion-y-deteccion-temprana.ts";
import { article as hypertension } from "../../common/blog/articles/hipertension-arterial-el-enemigo-silencioso.ts";
import { article as healthSystem } from "../../common/blog/articles/imss-issste-o-medico-privado-como-elegir-atencion.ts";
import { article as heartAttack } from "../../common/blog/articles/infarto-senales-de-alarma-y-que-hacer.ts";
import { article as sti } from "../../common/blog/articles/infecciones-de-transmision-sexual-prevencion-y-pruebas.ts";
import { article as diabeticFoot } from "../../common/blog/articles/pie-diabetico-cuidados-diarios.ts";
import { article as menstrual } from "../../common/blog/articles/salud-menstrual-cuando-consultar-al-ginecologo.ts";
import { article as hpv } from "../../common/blog/articles/virus-del-papiloma-humano-vacuna-y-deteccion.ts";
import { BLOG_IMAGES } from "../../common/blog/images.ts";
import type { BlogArticleText, BlogImages } from "../../common/blog/types.ts";

export interface EditorialArticle extends BlogArticleText {
  images: BlogImages;
}

function withImages(text: BlogArticleText): EditorialArticle {
  const images = BLOG_IMAGES[text.slug];
  if (!images) throw new Error(`Faltan las imágenes del artículo ${text.slug}`);
  return { ...text, images };
}

/** The twelve editorial articles, newest first. */
export const EDITORIAL_ARTICLES: readonly EditorialArticle[] = [
  sun,
  acne,
  anxiety,
  depression,
  sti,
  hpv,
  hypertension,
  heartAttack,
  diabetes,
  diabeticFoot,
  menstrual,
  healthSystem,
]
  .map(withImages)
  .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
