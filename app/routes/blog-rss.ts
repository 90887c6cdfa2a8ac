import { escapeXml } from "../../common/text/escape.ts";
import { originBoundCaching, siteUrlFor } from "../lib/site-url.ts";
import type { Route } from "./+types/blog-rss";

/** /blog/rss.xml: RSS 2.0 with the newest articles (editorial and doctors' posts). */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFor(context.publicConfig.publicUrl);
  const { brandName } = context.publicConfig;
  const items = (await context.services.blog.list()).slice(0, 50);
  const entries = items
    .map((item) => {
      const link = `${siteUrl}/blog/${item.slug}`;
      return [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<description>${escapeXml(item.excerpt)}</description>`,
        `<category>${escapeXml(item.category)}</category>`,
        `<pubDate>${new Date(`${item.date}T12:00:00Z`).toUTCString()}</pubDate>`,
        "</item>",
      ].join("");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(`Blog de salud - ${brandName}`)}</title>
<link>${escapeXml(`${siteUrl}/blog`)}</link>
<atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>Artículos de salud en español para pacientes en México.</description>
<language>es-MX</language>
${entries}
</channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": originBoundCaching(context.publicConfig.publicUrl, 600),
    },
  });
}
