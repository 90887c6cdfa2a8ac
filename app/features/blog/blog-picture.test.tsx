import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogPicture } from "./blog-picture.tsx";

const hero = {
  src: "/images/blog/hero/presion-hero.png",
  alt: "Ilustración de un baumanómetro",
  caption: "Pie de foto",
  width: 1200,
  height: 600,
};

describe("BlogPicture", () => {
  it("offers AVIF, then WebP, at both widths, and keeps the PNG for other browsers", () => {
    const html = renderToStaticMarkup(
      <BlogPicture image={hero} sizes="100vw" className="w-full" priority />,
    );
    const avif = html.indexOf('type="image/avif"');
    const webp = html.indexOf('type="image/webp"');
    expect(avif).toBeGreaterThan(-1);
    expect(webp).toBeGreaterThan(avif);
    expect(html).toContain(
      'srcSet="/images/blog/hero/presion-hero-800.avif 800w, /images/blog/hero/presion-hero-1200.avif 1200w"',
    );
    expect(html).toContain('sizes="100vw"');
    expect(html).toMatch(
      /<img src="\/images\/blog\/hero\/presion-hero.png" alt="Ilustración de un baumanómetro" width="1200" height="600" loading="eager" fetchPriority="high"/,
    );
  });

  it("loads a picture that is not the page's main one lazily, at normal priority", () => {
    const html = renderToStaticMarkup(
      <BlogPicture image={hero} sizes="100vw" className="w-full" />,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('fetchPriority="auto"');
  });
});
