/**
 * Draws the blog illustrations (feature, hero, supporting picture and infographic of each
 * article) as SVG and renders them to PNG under public/images/blog/.
 *
 *   npx tsx scripts/blog-images.ts            # every article
 *   npx tsx scripts/blog-images.ts 3 8        # only articles 3 and 8
 *   npx tsx scripts/blog-images.ts --copias   # only the AVIF/WebP copies of the committed PNGs
 *
 * Each PNG also gets AVIF and WebP copies at 800 px and its own width (scripts/blog-images/
 * copies.ts), which the article's <picture> offers first.
 *
 * The PNGs are committed; the DejaVu Sans font (Debian's fonts-dejavu-core) only matters
 * when they are drawn again.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { BLOG_IMAGES } from "../common/blog/images.ts";
import { ARTICLES } from "./blog-images/articles.ts";
import { writeImageCopies } from "./blog-images/copies.ts";
import { infographicSvg } from "./blog-images/infographic.ts";
import { PALETTES } from "./blog-images/palette.ts";
import { backdrop, type Kind, SIZES } from "./blog-images/scene.ts";
import { svgDoc } from "./blog-images/svg.ts";

const OUT = new URL("../public/images/blog/", import.meta.url);

function render(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: {
      // The committed PNGs were drawn with DejaVu Sans; any system copy of it renders the same.
      loadSystemFonts: true,
      defaultFontFamily: "DejaVu Sans",
    },
    shapeRendering: 2,
    textRendering: 1,
  });
  return resvg.render().asPng();
}

function write(dir: string, name: string, png: Buffer): void {
  const folder = new URL(`${dir}/`, OUT);
  mkdirSync(folder, { recursive: true });
  writeFileSync(new URL(name, folder), png);
  console.log(`${dir}/${name}  ${(png.length / 1024).toFixed(1)} KB`);
}

const copiesOnly = process.argv.includes("--copias");
const only = process.argv
  .slice(2)
  .filter((arg) => arg !== "--copias")
  .map(Number);

for (const art of copiesOnly ? [] : ARTICLES) {
  if (only.length && !only.includes(art.id)) continue;
  const p = PALETTES[art.category];
  const picture = (kind: Kind) => {
    const { width, height } = SIZES[kind];
    return render(
      svgDoc(width, height, [backdrop(kind, p, art.id * 7), ...art[kind](p, width, height)]),
    );
  };
  write("feature", `${art.slug}-feature.png`, picture("feature"));
  write("hero", `${art.slug}-hero.png`, picture("hero"));
  write("supporting", `${art.slug}-1.png`, picture("supporting"));
  write(
    "infographic",
    `${art.slug}-infografia.png`,
    render(infographicSvg(art.category, p, art.infographic)),
  );
}

const PUBLIC = new URL("../public/", import.meta.url);
for (const art of ARTICLES) {
  if (only.length && !only.includes(art.id)) continue;
  const images = BLOG_IMAGES[art.slug];
  if (!images) throw new Error(`Sin imágenes declaradas para ${art.slug}`);
  for (const image of [images.feature, images.hero, ...images.supporting, images.infographic]) {
    for (const line of await writeImageCopies(PUBLIC, image)) console.log(line);
  }
}
