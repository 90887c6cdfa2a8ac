import { describe, expect, it } from "vitest";
import { HELP_MESSAGES } from "../../../common/content/help-messages.ts";
import { helpMessageFor } from "./help-bubble.tsx";

describe("which help message a page shows", () => {
  it.each([
    ["/", "help-home"],
    ["/registro-paciente", "help-patient-signup"],
    ["/login", "help-login"],
    ["/profesional/ana-lopez", "help-profile"],
    ["/profesional/ana-lopez/cardiologia/puebla", "help-profile"],
    ["/ana-lopez/cardiologia/puebla", undefined],
    ["/login/otra", undefined],
    ["/blog", undefined],
  ])("%s shows %s", (pathname, id) => {
    expect(helpMessageFor(HELP_MESSAGES, pathname)?.id).toBe(id);
  });
});
