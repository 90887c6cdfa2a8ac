import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { providers } from "../db/schema/index.ts";
import { createSearchRepository } from "../search/repository.ts";
import { createSitemapService, sitemapIndexXml, urlsetXml } from "./sitemap.ts";

describe("sitemaps", () => {
  let database: DatabaseHandle;
  let sitemap: ReturnType<typeof createSitemapService>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await insertProvider(database.db, {
      name: "Dra. Ana Pública Díaz",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
    });
    await insertProvider(database.db, {
      name: "Dr. Beto Pendiente Ruiz",
      specialtySlug: "pediatria",
      citySlug: "puebla",
      approvalStatus: "pending",
    });
    sitemap = createSitemapService(createSearchRepository(database.db), async () => [
      {
        slug: "infarto-senales-de-alarma-y-que-hacer",
        date: "2025-05-20",
        categorySlug: "cardiologia",
      },
      { slug: "post-de-un-medico", date: "2025-04-01", categorySlug: null },
    ]);
  });
  afterAll(() => database.close());

  it("indexes the pages, listings and profile files", async () => {
    expect(await sitemap.fileNames()).toEqual([
      "pages.xml",
      "listings.xml",
      "blog.xml",
      "profiles-1.xml",
    ]);
    const index = await sitemap.indexXml("https://example.com");
    expect(index).toContain("<loc>https://example.com/sitemaps/profiles-1.xml</loc>");
  });

  it("lists the blog, its categories with articles and each article with its date", async () => {
    expect(await sitemap.file("blog.xml", "https://example.com")).toEqual([
      { loc: "https://example.com/blog", lastmod: "2025-05-20" },
      { loc: "https://example.com/blog/categoria/cardiologia" },
      {
        loc: "https://example.com/blog/infarto-senales-de-alarma-y-que-hacer",
        lastmod: "2025-05-20",
      },
      { loc: "https://example.com/blog/post-de-un-medico", lastmod: "2025-04-01" },
    ]);
    const pages = (await sitemap.file("pages.xml", "https://example.com"))!.map((u) => u.loc);
    expect(pages).toEqual(
      expect.arrayContaining([
        "https://example.com/para-medicos",
        "https://example.com/ayuda",
        "https://example.com/terminos",
        "https://example.com/aviso-de-privacidad",
      ]),
    );
  });

  it("lists approved profiles only and listings that have results", async () => {
    const profiles = (await sitemap.file("profiles-1.xml", "https://example.com"))!;
    expect(profiles.map((u) => u.loc)).toEqual([
      expect.stringMatching(
        /^https:\/\/example\.com\/ana-publica-diaz-\d+\/cardiologia\/guadalajara$/,
      ),
    ]);
    const listings = (await sitemap.file("listings.xml", "https://example.com"))!.map((u) => u.loc);
    expect(listings).toContain("https://example.com/cardiologia/guadalajara");
    expect(listings).not.toContain("https://example.com/pediatria/puebla");
    const pages = (await sitemap.file("pages.xml", "https://example.com"))!.map((u) => u.loc);
    expect(pages).toContain("https://example.com/guadalajara/medicos");
    expect(pages).toContain("https://example.com/cardiologo/especialistas");
    expect(pages).not.toContain("https://example.com/puebla/medicos");
  });

  it("answers unknown files with null and escapes XML", async () => {
    expect(await sitemap.file("profiles-7.xml", "https://example.com")).toBeNull();
    expect(await sitemap.file("otro.xml", "https://example.com")).toBeNull();
    expect(urlsetXml([{ loc: "https://example.com/?a=1&b=<2>" }])).toContain(
      "<loc>https://example.com/?a=1&amp;b=&lt;2&gt;</loc>",
    );
    expect(sitemapIndexXml([])).toContain("<sitemapindex");
  });
});

describe.each<DatabaseKind>(["pglite", "postgres"])(
  "profile sitemaps by id range on %s",
  (kind) => {
    let database: DatabaseHandle;
    let sitemap: ReturnType<typeof createSitemapService>;
    const PER_FILE = 3;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      sitemap = createSitemapService(createSearchRepository(database.db), async () => [], PER_FILE);
    });
    afterAll(() => database.close());

    /** Every profiles-N file, as the slugs it lists. */
    async function profileFiles(): Promise<Map<string, string[]>> {
      const names = (await sitemap.fileNames()).filter((name) => name.startsWith("profiles-"));
      const files = new Map<string, string[]>();
      for (const name of names) {
        const urls = (await sitemap.file(name, "https://example.com"))!;
        files.set(
          name,
          urls.map((url) => new URL(url.loc).pathname.split("/")[1]!),
        );
      }
      return files;
    }

    it("lists every approved profile once, and a profile stays in its file when others change", async () => {
      const listed = [];
      for (let i = 0; i < 8; i++) {
        listed.push(
          await insertProvider(database.db, {
            name: `Dra. Rango ${"ABCDEFGH"[i]} Pérez`,
            approvalStatus: i === 4 ? "pending" : "approved",
          }),
        );
      }
      const approved = listed.filter((row) => row.approvalStatus === "approved");
      const files = await profileFiles();
      const highest = Math.max(...approved.map((row) => row.id));
      expect(files.size).toBe(Math.ceil(highest / PER_FILE));
      const everyListed = [...files.values()].flat();
      expect(everyListed.sort()).toEqual(approved.map((row) => row.slug).sort());
      for (const [name, slugs] of files) {
        expect(slugs.length).toBeLessThanOrEqual(PER_FILE);
        const index = Number(/\d+/.exec(name)![0]);
        for (const slug of slugs) {
          const id = approved.find((row) => row.slug === slug)!.id;
          expect(Math.ceil(id / PER_FILE)).toBe(index);
        }
      }
      expect(
        await sitemap.file(`profiles-${files.size + 1}.xml`, "https://example.com"),
      ).toBeNull();

      // The first approved listing is rejected and a new one arrives: with offsets, every later
      // file would have shifted by one; by id range only the files holding them change.
      const rejected = approved[0]!;
      await database.db
        .update(providers)
        .set({ approvalStatus: "rejected" })
        .where(eq(providers.id, rejected.id));
      const added = await insertProvider(database.db, { name: "Dr. Rango Nuevo Luna" });
      const after = await profileFiles();
      const rejectedFile = `profiles-${Math.ceil(rejected.id / PER_FILE)}.xml`;
      const addedFile = `profiles-${Math.ceil(added.id / PER_FILE)}.xml`;
      for (const [name, slugs] of files) {
        const expected =
          name === rejectedFile ? slugs.filter((slug) => slug !== rejected.slug) : slugs;
        if (name !== addedFile) expect(after.get(name)).toEqual(expected);
      }
      expect(after.get(addedFile)).toContain(added.slug);
    });
  },
);
