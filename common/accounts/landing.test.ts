import { describe, expect, it } from "vitest";
import { DOCTOR_HOME, homeOf, landingAfterLogin, PATIENT_HOME } from "./landing.ts";

const doctor = { isProvider: true, userType: "doctor" };
const newDoctor = { isProvider: false, userType: "doctor" };
const patient = { isProvider: false, userType: "patient" };

describe("where an account lands", () => {
  it.each([
    [doctor, DOCTOR_HOME],
    [newDoctor, DOCTOR_HOME],
    [{ isProvider: true, userType: "patient" }, DOCTOR_HOME],
    [patient, PATIENT_HOME],
    [{ isProvider: false, userType: "admin" }, PATIENT_HOME],
  ])("the home of %o is %s", (account, expected) => {
    expect(homeOf(account)).toBe(expected);
  });

  it.each([
    [null, doctor, "/dashboard"],
    [undefined, doctor, "/dashboard"],
    ["", newDoctor, "/dashboard"],
    ["/", doctor, "/"],
    [" / ", doctor, "/"],
    ["https://otro.example/x", doctor, "/dashboard"],
    ["//otro.example/x", doctor, "/dashboard"],
    ["javascript:alert(1)", doctor, "/dashboard"],
    ["/profesional/dra-ana", doctor, "/profesional/dra-ana"],
    ["/dashboard?tab=profile", doctor, "/dashboard?tab=profile"],
    [null, patient, "/"],
    ["https://otro.example/x", patient, "/"],
    ["/dashboard/paciente", patient, "/dashboard/paciente"],
  ])("after login, returnUrl %s for %o leads to %s", (returnUrl, account, expected) => {
    expect(landingAfterLogin(returnUrl, account)).toBe(expected);
  });
});
