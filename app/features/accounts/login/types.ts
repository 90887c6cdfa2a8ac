/** What the /login forms send: sign in, create an account or ask for the verification email again. */
export type LoginIntent = "login" | "register" | "resend";

/** First message per field of a failed parse. */
export type FieldErrors = Partial<Record<string, string>>;

/** What the person typed, given back so a refused form keeps it. */
export interface LoginValues {
  email: string;
  firstName: string;
  lastName: string;
}

/** The /login action's answer when it does not redirect. */
export type LoginResult =
  | { intent: LoginIntent; ok: true; message: string; values: LoginValues }
  | { intent: LoginIntent; ok: false; errors: FieldErrors; values: LoginValues }
  | {
      intent: LoginIntent;
      ok: false;
      formError: string;
      needsVerification: boolean;
      values: LoginValues;
    };

/** The /login loader's data: whether Google sign-in is offered, where it starts, why it failed. */
export interface LoginPageData {
  googleEnabled: boolean;
  googleHref: string;
  googleError: string | null;
}
