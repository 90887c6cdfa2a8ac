import type { BlogCategory } from "../../common/blog/types.ts";
import type { InfographicSpec } from "./infographic.ts";
import type { Palette } from "./palette.ts";

/** Draws the subject of a picture (the backdrop is added by the caller) on a w×h canvas. */
export type Draw = (p: Palette, w: number, h: number) => string[];

export interface ArticleArt {
  id: number;
  slug: string;
  category: BlogCategory;
  feature: Draw;
  hero: Draw;
  supporting: Draw;
  infographic: InfographicSpec;
}
