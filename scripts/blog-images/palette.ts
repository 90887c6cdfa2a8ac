import type { BlogCategory } from "../../common/blog/types.ts";

/** One colour family per blog category, from the lightest background to the darkest ink. */
export interface Palette {
  /** Page background. */
  bg: string;
  /** Large soft shapes behind the scene. */
  soft: string;
  light: string;
  main: string;
  /** Dark shade; also the header of the infographics (white text on it passes AA). */
  dark: string;
  /** A complementary colour for small details. */
  accent: string;
}

export const PALETTES: Record<BlogCategory, Palette> = {
  Dermatología: {
    bg: "#FFF7ED",
    soft: "#FFEDD5",
    light: "#FED7AA",
    main: "#F97316",
    dark: "#C2410C",
    accent: "#FBBF24",
  },
  "Salud Mental": {
    bg: "#F5F3FF",
    soft: "#EDE9FE",
    light: "#DDD6FE",
    main: "#8B5CF6",
    dark: "#6D28D9",
    accent: "#FCD34D",
  },
  "Salud Sexual": {
    bg: "#FFF1F2",
    soft: "#FFE4E6",
    light: "#FECDD3",
    main: "#F43F5E",
    dark: "#BE123C",
    accent: "#38BDF8",
  },
  Cardiología: {
    bg: "#FEF2F2",
    soft: "#FEE2E2",
    light: "#FECACA",
    main: "#EF4444",
    dark: "#B91C1C",
    accent: "#FBBF24",
  },
  Diabetes: {
    bg: "#EFF6FF",
    soft: "#DBEAFE",
    light: "#BFDBFE",
    main: "#3B82F6",
    dark: "#1D4ED8",
    accent: "#22C55E",
  },
  Ginecología: {
    bg: "#FDF4FF",
    soft: "#FAE8FF",
    light: "#F5D0FE",
    main: "#D946EF",
    dark: "#A21CAF",
    accent: "#FB7185",
  },
  "Sistema de Salud": {
    bg: "#F0FDFA",
    soft: "#CCFBF1",
    light: "#99F6E4",
    main: "#14B8A6",
    dark: "#0F766E",
    accent: "#22C55E",
  },
};

/** Neutrals shared by every picture. */
export const INK = "#1F2937";
export const GRAY = "#64748B";
export const LINE = "#CBD5E1";
export const PALE = "#F1F5F9";
export const WHITE = "#FFFFFF";
export const GREEN = "#22C55E";
export const YELLOW = "#FBBF24";
export const SKY = "#7DD3FC";

/** Skin tones (light to dark) and hair colours, used in turn so people look varied. */
export const SKIN = ["#F6D2B5", "#E0A97E", "#B87A52", "#7C4A2D"] as const;
export const SKIN_SHADE = ["#E8B995", "#C98D62", "#9A6140", "#5E361F"] as const;
export const HAIR = ["#3B2A20", "#1F1A17", "#6B3E26", "#111827"] as const;
