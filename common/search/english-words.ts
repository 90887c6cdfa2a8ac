/**
 * English words that only say "I am looking for a doctor" (dropped from the text search like
 * "busco" or "doctor") and links dropped before a recognised term like "en" ("dentist in
 * Cancún"). Folded: lowercase, no accents.
 */
export const ENGLISH_FILLER_WORDS: readonly string[] = (
  "i im need looking find search want please hi hello an physician physicians clinic " +
  "specialists who that can"
).split(" ");

export const ENGLISH_CONNECTOR_WORDS: readonly string[] =
  "in near at around the for of to my".split(" ");

/** Words before an insurer's name: "doctor who takes Bupa Global", "accepts my Allianz Care". */
export const ENGLISH_INSURER_LEAD_WORDS: readonly string[] =
  "takes take accepts accept accepting with insurance insurer plan covered by".split(" ");
