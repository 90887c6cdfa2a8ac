import type { DoctorPostStatus } from "./schemas.ts";

/** A post as its author sees it in the 'Artículos' tab. */
export interface OwnDoctorPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** One of the seven blog categories. */
  category: string;
  status: DoctorPostStatus;
  /** The administrator's notes, e.g. why it was rejected. */
  reviewNotes: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** /blog/{slug} while approved. */
  publicPath: string | null;
}

/** A post in the administrators' moderation list (admin-side 3). */
export interface AdminDoctorPost extends Omit<OwnDoctorPost, "publicPath" | "updatedAt"> {
  provider: { id: number; name: string; specialty: string };
}
