import type { ArticleArt } from "./article.ts";
import { CARDIOLOGIA } from "./topics/cardiologia.ts";
import { DERMATOLOGIA } from "./topics/dermatologia.ts";
import { DIABETES } from "./topics/diabetes.ts";
import { GINECOLOGIA } from "./topics/ginecologia.ts";
import { SALUD_MENTAL } from "./topics/salud-mental.ts";
import { SALUD_SEXUAL } from "./topics/salud-sexual.ts";
import { SISTEMA_DE_SALUD } from "./topics/sistema-de-salud.ts";

/** The twelve articles, in id order. */
export const ARTICLES: ArticleArt[] = [
  ...DERMATOLOGIA,
  ...SALUD_MENTAL,
  ...SALUD_SEXUAL,
  ...CARDIOLOGIA,
  ...DIABETES,
  ...GINECOLOGIA,
  ...SISTEMA_DE_SALUD,
].sort((a, b) => a.id - b.id);
