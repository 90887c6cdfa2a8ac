/**
 * Draws the blog illustrations (feature, hero, supporting picture and infographic of each
 * article) as SVG and renders them to PNG under public/images/blog/.
 *
 *   npx tsx scripts/blog-images.ts            # every article
 *   npx tsx scripts/blog-images.ts 3 8        # only articles 3 and 8
 *
 * The PNGs are committed; the DejaVu Sans font (Debian's fonts-dejavu-core) only matters
 * when they are drawn again.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { ARTICLES } from "./blog-images/articles.ts";
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

const only = process.argv.slice(2).map(Number);

for (const art of ARTICLES) {
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
