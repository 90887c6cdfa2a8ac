import type { NeedErrors } from "./need-check.ts";

export type PatientAccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

export type AccountErrors = Partial<Record<keyof PatientAccountValues, string>>;

/** Step 1's answer, carried into step 2 (as hidden fields when the page runs without scripts). */
export interface NeedValues {
  initialQuery: string;
  consent: boolean;
  /** 'Omitir este paso': no description is sent at all. */
  skipped: boolean;
}

/**
 * What the page's action answers a form sent without the page's scripts: the step to show,
 * what was typed (never the password) and the Spanish errors beside their fields.
 */
export type SignupOutcome =
  | { step: 1; need: NeedValues; errors: NeedErrors }
  | {
      step: 2;
      need: NeedValues;
      values: Omit<PatientAccountValues, "password">;
      errors: AccountErrors;
      formError: string | null;
    }
  | { step: "done"; email: string };
