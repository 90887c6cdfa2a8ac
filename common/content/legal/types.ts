/** One numbered section of a legal page; `id` is the kebab-case anchor used in the page's table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  paragraphsAfter?: string[];
}

/** A legal page (terms, privacy notice). `lastUpdated` is an ISO date (YYYY-MM-DD). */
export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}
