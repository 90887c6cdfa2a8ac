import { describe, expect, it } from "vitest";
import { loader as rss } from "./blog-rss.ts";
import { loader as robots } from "./robots.ts";
import { loader as sitemapFile } from "./sitemap-file.ts";
import { loader as sitemapIndex } from "./sitemap-index.ts";

const HOSTILE_HOST = "http://atacante.example/sitemap.xml";

/** Services that write the origin they are given into what they answer. */
function contextWith(publicUrl: string | undefined) {
  return {
    publicConfig: { publicUrl, brandName: "MédicosVerificados" },
    services: {
      sitemap: {
        indexXml: async (siteUrl: string) => `<loc>${siteUrl}/sitemaps/perfiles-1.xml</loc>`,
        fileXml: async (_name: string, siteUrl: string) => `<loc>${siteUrl}/cardiologia</loc>`,
      },
      blog: {
        list: async () => [
          {
            slug: "proteger-la-piel",
            title: "Protege tu piel",
            excerpt: "Consejos.",
            category: "Dermatología",
            date: "2025-05-01",
          },
        ],
      },
    },
  } as never;
}

async function answers(publicUrl: string | undefined) {
  const args = (url: string) =>
    ({
      request: new Request(url),
      params: { name: "perfiles-1.xml" },
      context: contextWith(publicUrl),
    }) as never;
  return Promise.all(
    [sitemapIndex, sitemapFile, robots, rss].map(async (loader) => {
      const response = (await loader(args(HOSTILE_HOST))) as Response;
      return { text: await response.text(), cacheControl: response.headers.get("Cache-Control") };
    }),
  );
}

describe("sitemaps, robots.txt and RSS", () => {
  it("name the configured origin and may be cached publicly", async () => {
    const [index, file, robotsTxt, feed] = await answers("https://www.ejemplo.mx");
    expect(index!.text).toContain("<loc>https://www.ejemplo.mx/sitemaps/perfiles-1.xml</loc>");
    expect(file!.text).toContain("<loc>https://www.ejemplo.mx/cardiologia</loc>");
    expect(robotsTxt!.text).toContain("Sitemap: https://www.ejemplo.mx/sitemap.xml");
    // A reminder's one-tap links carry a secret: nothing there for a crawler.
    expect(robotsTxt!.text).toContain("Disallow: /cita/");
    expect(feed!.text).toContain("<link>https://www.ejemplo.mx/blog/proteger-la-piel</link>");
    expect(index!.cacheControl).toBe("public, max-age=3600");
    expect(file!.cacheControl).toBe("public, max-age=3600");
    expect(robotsTxt!.cacheControl).toBe("public, max-age=3600");
    expect(feed!.cacheControl).toBe("public, max-age=600");
  });

  it("without PUBLIC_URL never echo the request's host, stay relative and are not stored", async () => {
    const all = await answers(undefined);
    for (const { text, cacheControl } of all) {
      expect(text).not.toContain("atacante.example");
      expect(cacheControl).toBe("no-store");
    }
    const [index, , robotsTxt, feed] = all;
    expect(index!.text).toContain("<loc>/sitemaps/perfiles-1.xml</loc>");
    expect(robotsTxt!.text).not.toContain("Sitemap:");
    expect(feed!.text).toContain("<link>/blog/proteger-la-piel</link>");
  });
});
