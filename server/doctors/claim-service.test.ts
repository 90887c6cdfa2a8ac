import { describe, expect, it } from "vitest";
import { CLAIM_MESSAGES as CM } from "../../common/doctors/claims.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { MailTemplate } from "../mail/templates.ts";
import type { ProvidersService } from "../providers/service.ts";
import { SmsError, type SmsTransport } from "../integrations/sms.ts";
import type { EvidenceStore } from "../lib/evidence-store.ts";
import type {
  ClaimListing,
  ClaimRepository,
  ClaimRow,
  CompleteClaimResult,
  OpenRefusal,
} from "./claim-repository.ts";
import { CLAIM_LIMITS, createClaimService } from "./claim-service.ts";
import { refusal } from "../../tests/support/rejection.ts";

const NOW = new Date("2026-03-01T18:00:00Z");
const PHONE = "55 1234 5678";

/**
 * Claim requests in memory. The limits live in the SQL repository (claim-limits.int.test.ts);
 * here a test says what `open` and `reserveCode` answer, and the rest behaves as stored.
 */
function setup(listing: Partial<ClaimListing> = {}) {
  const listings = new Map<number, ClaimListing>([
    [
      1,
      {
        id: 1,
        name: "Dra. Eva Ríos",
        phone: PHONE,
        email: "consultorio@clinica.mx",
        licenseNumber: "12 345-678",
        claimed: false,
        ...listing,
      },
    ],
  ]);
  const claims: ClaimRow[] = [];
  const windows: { at: Date; since: Date; limits: unknown; codeChannel: string | null }[] = [];
  const audits: { action: string; details?: unknown }[] = [];
  const smsSent: { to: string; body: string }[] = [];
  const mailSent: { to: string; template: MailTemplate }[] = [];
  const verificationMails: string[] = [];
  const removed: string[] = [];
  const logs: string[] = [];
  const state = {
    openOutcome: null as OpenRefusal | null,
    reserveOutcome: null as OpenRefusal | "not-open" | null,
    complete: null as CompleteClaimResult | null,
    smsFails: false,
    attachAccepted: true,
    claimedEvents: 0,
  };
  const find = (id: number) => claims.find((claim) => claim.id === id);

  const repository = {
    async findPublicListing(id: number) {
      return listings.get(id);
    },
    async find(id: number) {
      const claim = find(id);
      return claim && { ...claim };
    },
    async open(input: {
      claim: Omit<ClaimRow, "id" | "createdAt" | "updatedAt">;
      codeChannel: "sms" | "email" | null;
      at: Date;
      since: Date;
      limits: unknown;
    }) {
      windows.push({
        at: input.at,
        since: input.since,
        limits: input.limits,
        codeChannel: input.codeChannel,
      });
      if (state.openOutcome) return { outcome: state.openOutcome };
      const claim = {
        ...input.claim,
        id: claims.length + 1,
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
        codesSent: input.codeChannel ? 1 : 0,
        evidence: [],
        registryResult: null,
        adminNote: null,
        decidedByAdminId: null,
        decidedAt: null,
        userId: null,
        createdAt: input.at,
        updatedAt: input.at,
      } as ClaimRow;
      claims.push(claim);
      return { outcome: "opened" as const, claim: { ...claim } };
    },
    async audit(entry: { action: string; details?: unknown }) {
      audits.push({ action: entry.action, details: entry.details });
    },
    async activateCode(
      id: number,
      code: { channel: "sms" | "email"; codeHash: string; expiresAt: Date },
    ) {
      Object.assign(find(id)!, {
        status: "code_sent",
        channel: code.channel,
        codeHash: code.codeHash,
        codeExpiresAt: code.expiresAt,
        codeAttempts: 0,
      });
    },
    async reserveCode(input: { channel: string; at: Date; since: Date; limits: unknown }) {
      windows.push({
        at: input.at,
        since: input.since,
        limits: input.limits,
        codeChannel: input.channel,
      });
      return state.reserveOutcome ? { outcome: state.reserveOutcome } : { outcome: "reserved" };
    },
    async spendCodeAttempt(id: number, max: number) {
      const claim = find(id)!;
      if (claim.status !== "code_sent" || claim.codeAttempts >= max) return null;
      claim.codeAttempts += 1;
      return { codeHash: claim.codeHash, codeExpiresAt: claim.codeExpiresAt };
    },
    async complete(input: { claim: ClaimRow; adminNote: string | null }) {
      const result = state.complete ?? {
        outcome: "claimed" as const,
        userId: "nuevo-usuario",
        superseded: [{ id: 9, email: "otro@example.com", firstName: "Luis" }],
      };
      if (result.outcome === "claimed") {
        Object.assign(find(input.claim.id)!, { status: "approved", userId: result.userId });
        listings.get(input.claim.providerId)!.claimed = true;
      }
      return result;
    },
    async setStatus(id: number, from: ClaimRow["status"][], to: ClaimRow["status"]) {
      const claim = find(id)!;
      if (from.includes(claim.status)) claim.status = to;
    },
    async attachEvidence(id: number, files: ClaimRow["evidence"], registryResult: unknown) {
      if (!state.attachAccepted) return false;
      Object.assign(find(id)!, { status: "pending_review", evidence: files, registryResult });
      return true;
    },
  };

  const profile = {
    id: 1,
    name: "Dra. Eva Ríos",
    specialty: "Cardiología",
    city: "Guadalajara",
    avatar: null,
    licenseVerified: true,
    licenseNumber: " 12345678 ",
    claimed: false,
    profilePath: "/medico/dra-eva-rios",
  };
  const providers = {
    async profileById(id: number) {
      if (id !== 1) throw Object.assign(new Error("no"), { status: id === 404 ? 404 : 500 });
      return profile;
    },
  };
  let saved = 0;
  const evidence = {
    async save(bytes: Buffer) {
      saved += 1;
      return {
        key: `clave${saved}`,
        contentType: "image/jpeg",
        size: bytes.length,
        sha256: `sha${saved}`,
      };
    },
    async remove(key: string) {
      removed.push(key);
    },
  };
  const charged: { ip: string | undefined; bytes: number }[] = [];
  const service = createClaimService({
    repository: repository as unknown as ClaimRepository,
    providers: providers as unknown as ProvidersService,
    accounts: {
      sendVerificationEmail: async (user) => {
        verificationMails.push(user.email);
      },
    },
    licenses: {
      validateLicense: async (licenseNumber: string) => {
        if (licenseNumber === "caído") throw new Error("registro caído");
        return { valid: true, licenseNumber } as never;
      },
    },
    mail: {
      async send(to: string, template: MailTemplate) {
        mailSent.push({ to, template });
      },
    } as unknown as MailService,
    sms: {
      async send(message: { to: string; body: string }) {
        if (state.smsFails) throw new SmsError("unavailable", "Twilio caído", 20003);
        smsSent.push(message);
      },
    } as unknown as SmsTransport,
    evidence: evidence as unknown as EvidenceStore,
    chargeEvidence: async (ip, bytes) => {
      charged.push({ ip, bytes });
    },
    hashPassword: async (password) => `hash:${password}`,
    hashIp: (ip) => `ip:${ip}`,
    secret: "secreto-de-prueba",
    onClaimed: () => {
      state.claimedEvents += 1;
    },
    logger: {
      info: () => undefined,
      warn: (_: unknown, message: string) => logs.push(message),
      error: (_: unknown, message: string) => logs.push(message),
    } as unknown as Logger,
    brandName: "MédicosVerificados",
    siteUrl: "https://medicos.example.mx",
    now: () => NOW,
  });

  const lastCode = () => {
    const sms = smsSent.at(-1)?.body.match(/es (\d{6})\./)?.[1];
    const mail = (mailSent.at(-1)?.template as { code?: string } | undefined)?.code;
    return (sms ?? mail)!;
  };
  return {
    service,
    listings,
    claims,
    windows,
    audits,
    smsSent,
    mailSent,
    verificationMails,
    removed,
    logs,
    state,
    charged,
    profile,
    lastCode,
  };
}

const INPUT = {
  providerId: 1,
  phone: "+52 55 1234 5678",
  cedula: "12345678",
  email: "  Eva@Clinica.MX ",
  firstName: "Eva",
  lastName: "Ríos",
  password: "clave-segura-123",
  confirmPassword: "clave-segura-123",
};

describe("opening a claim", () => {
  it("sends a code by SMS to the listing's own phone when the phone and cédula match", async () => {
    const { service, smsSent, claims, audits } = setup();
    const started = await service.start(INPUT, { ip: "10.0.0.1" });
    expect(started).toMatchObject({
      success: true,
      claimId: 1,
      status: "code_sent",
      channel: "sms",
      destination: "•••• 5678",
      message: CM.codeSentSms,
      channels: { sms: "•••• 5678", email: "c•••@c•••.mx" },
    });
    expect(started.claimToken.length).toBeGreaterThan(20);
    expect(smsSent).toHaveLength(1);
    expect(smsSent[0]!.to).toBe("+525512345678");
    expect(smsSent[0]!.body).toMatch(
      /^MédicosVerificados: tu código para reclamar tu perfil es \d{6}\. Vence en 10 minutos\./,
    );
    expect(claims[0]).toMatchObject({
      email: "eva@clinica.mx",
      passwordHash: "hash:clave-segura-123",
      enteredLicense: "12345678",
      ipHash: "ip:10.0.0.1",
      codeExpiresAt: new Date(NOW.getTime() + 10 * 60_000),
    });
    expect(audits.map((a) => a.action)).toEqual(["claim.requested", "claim.code_sent"]);
    expect(audits[0]!.details).toEqual({ method: "sms", ipHash: "ip:10.0.0.1" });
  });

  it("refuses a phone or a cédula that differs from the listing's", async () => {
    const { service, claims } = setup();
    expect(await refusal(() => service.start({ ...INPUT, phone: "55 1234 5679" }, {}))).toEqual({
      status: 400,
      message: DOCTOR_MESSAGES.claimPhoneError,
    });
    for (const cedula of ["12345679", "", undefined]) {
      expect(await refusal(() => service.start({ ...INPUT, cedula }, {}))).toEqual({
        status: 400,
        message: DOCTOR_MESSAGES.claimCedulaError,
      });
    }
    expect(claims).toHaveLength(0);
  });

  it("compares cédulas without spaces, dashes or case, and asks none of a listing without one", async () => {
    let memory = setup({ licenseNumber: "ab 12-3456" });
    expect((await memory.service.start({ ...INPUT, cedula: "AB123456" }, {})).success).toBe(true);
    memory = setup({ licenseNumber: "  " });
    await memory.service.start({ ...INPUT, cedula: undefined }, {});
    expect(memory.claims[0]!.enteredLicense).toBeNull();
    expect(memory.claims[0]!.ipHash).toBeNull();
  });

  it("uses the email when asked or when the listing has no usable phone, evidence without either", async () => {
    let memory = setup();
    await memory.service.start({ ...INPUT, method: "email" }, {});
    expect(memory.mailSent[0]).toMatchObject({
      to: "consultorio@clinica.mx",
      template: { kind: "claim-code", listingName: "Dra. Eva Ríos", minutes: 10 },
    });
    memory = setup({ phone: "sin teléfono", email: " consultorio@clinica.mx " });
    // The typed phone must still match the listing's: here nothing can.
    expect((await refusal(() => memory.service.start(INPUT, {}))).status).toBe(400);

    memory = setup({ email: "no-es-correo" });
    expect(await refusal(() => memory.service.start({ ...INPUT, method: "email" }, {}))).toEqual({
      status: 400,
      message: CM.channelUnavailable,
    });
    const evidence = await memory.service.start({ ...INPUT, method: "evidence" }, {});
    expect(evidence).toMatchObject({
      status: "awaiting_evidence",
      channel: "evidence",
      destination: null,
      message: CM.evidenceMissing,
      channels: { sms: "•••• 5678", email: null },
    });
    expect(memory.smsSent).toHaveLength(0);
  });

  it("answers the repository's refusals as 429s and 409s, in the claimant's words", async () => {
    const cases: [OpenRefusal, number, string][] = [
      ["claims-for-listing", 429, CM.tooManyForListing],
      ["claims-for-claimant", 429, CM.tooManyForClaimant],
      ["codes-for-claim", 429, CM.tooManyCodes],
      ["codes-for-listing", 429, CM.tooManyCodes],
      ["too-soon", 429, CM.resendTooSoon],
      ["already-claimed", 409, DOCTOR_MESSAGES.claimAlreadyClaimed],
    ];
    for (const [outcome, status, message] of cases) {
      const memory = setup();
      memory.state.openOutcome = outcome;
      expect(await refusal(() => memory.service.start(INPUT, {}))).toEqual({ status, message });
      expect(memory.smsSent).toHaveLength(0);
    }
  });

  it("keeps the request open when the SMS fails, and says to try the email", async () => {
    const { service, state, audits, logs, claims } = setup();
    state.smsFails = true;
    const started = await service.start(INPUT, {});
    expect(started.message).toBe(CM.smsFailed);
    expect(claims[0]!.status).toBe("awaiting_evidence");
    expect(audits.at(-1)).toEqual({
      action: "claim.code_failed",
      details: { channel: "sms", reason: "unavailable" },
    });
    expect(logs).toEqual(["no se pudo enviar el SMS del reclamo"]);
  });

  it("refuses a listing that does not exist or is already claimed", async () => {
    const memory = setup({ claimed: true });
    expect(await refusal(() => memory.service.start({ ...INPUT, providerId: 2 }, {}))).toEqual({
      status: 404,
      message: DOCTOR_MESSAGES.claimNotFound,
    });
    expect(await refusal(() => memory.service.start(INPUT, {}))).toEqual({
      status: 409,
      message: DOCTOR_MESSAGES.claimAlreadyClaimed,
    });
    expect(await refusal(() => memory.service.verifyPhone(1, PHONE))).toMatchObject({
      status: 409,
    });
  });

  it("checks a typed phone against the listing's", async () => {
    const { service } = setup();
    expect(await service.verifyPhone(1, "5512345678")).toEqual({ matches: true });
    expect(await service.verifyPhone(1, "5512345670")).toEqual({ matches: false });
  });
});

describe("proving a claim with the code", () => {
  async function opened(listing: Partial<ClaimListing> = {}) {
    const memory = setup(listing);
    const started = await memory.service.start(INPUT, {});
    return { ...memory, token: started.claimToken };
  }

  it("gives the listing to the claimant with the right code, and tells the others", async () => {
    const { service, token, lastCode, verificationMails, mailSent, state, claims } = await opened();
    expect(await service.verifyCode(1, { claimToken: token, code: lastCode() })).toEqual({
      success: true,
      message: DOCTOR_MESSAGES.claimSuccess,
    });
    expect(claims[0]!.status).toBe("approved");
    expect(state.claimedEvents).toBe(1);
    expect(verificationMails).toEqual(["eva@clinica.mx"]);
    expect(mailSent).toEqual([
      {
        to: "otro@example.com",
        template: {
          kind: "claim-superseded",
          brandName: "MédicosVerificados",
          firstName: "Luis",
          listingName: "Dra. Eva Ríos",
        },
      },
    ]);
  });

  it("counts wrong codes down to the fifth, then the code is spent", async () => {
    const { service, token, lastCode, audits } = await opened();
    const wrong = lastCode() === "000000" ? "000001" : "000000";
    const left = [];
    for (let i = 0; i < 5; i++)
      left.push(
        (await refusal(() => service.verifyCode(1, { claimToken: token, code: wrong }))).message,
      );
    expect(left).toEqual([
      `${CM.codeWrong} Te quedan 4 intentos.`,
      `${CM.codeWrong} Te quedan 3 intentos.`,
      `${CM.codeWrong} Te quedan 2 intentos.`,
      `${CM.codeWrong} Te quedan 1 intento.`,
      CM.codeExpired,
    ]);
    expect(audits.filter((a) => a.action === "claim.code_wrong")).toHaveLength(5);
    // The sixth try, even with the right code, finds it spent.
    expect(
      await refusal(() => service.verifyCode(1, { claimToken: token, code: lastCode() })),
    ).toEqual({
      status: 400,
      message: CM.codeExpired,
    });
  });

  it("refuses a code at the moment it expires, and a claim token that is not the request's", async () => {
    const { service, token, lastCode, claims } = await opened();
    expect(
      await refusal(() => service.verifyCode(1, { claimToken: "x".repeat(43), code: lastCode() })),
    ).toEqual({
      status: 404,
      message: CM.accessDenied,
    });
    expect(
      await refusal(() => service.verifyCode(7, { claimToken: token, code: lastCode() })),
    ).toMatchObject({
      status: 404,
    });
    claims[0]!.codeExpiresAt = new Date(NOW.getTime() + 1);
    claims[0]!.codeAttempts = 0;
    const code = lastCode();
    claims[0]!.codeExpiresAt = NOW;
    expect(await refusal(() => service.verifyCode(1, { claimToken: token, code }))).toEqual({
      status: 400,
      message: CM.codeExpired,
    });
  });

  it("answers 409 when another claimant won meanwhile, and closes this request", async () => {
    const { service, token, lastCode, state, claims } = await opened();
    state.complete = { outcome: "already-claimed" };
    expect(
      await refusal(() => service.verifyCode(1, { claimToken: token, code: lastCode() })),
    ).toEqual({
      status: 409,
      message: CM.superseded,
    });
    expect(claims[0]!.status).toBe("superseded");
    expect(
      await refusal(() => service.verifyCode(1, { claimToken: token, code: lastCode() })),
    ).toEqual({
      status: 409,
      message: CM.superseded,
    });
  });

  it("refuses an email that has an account by then, and a request closed meanwhile", async () => {
    let memory = await opened();
    memory.state.complete = { outcome: "email-taken" };
    expect(
      await refusal(() =>
        memory.service.verifyCode(1, { claimToken: memory.token, code: memory.lastCode() }),
      ),
    ).toEqual({ status: 409, message: DOCTOR_MESSAGES.emailTaken });
    memory = await opened();
    memory.state.complete = { outcome: "not-open" };
    memory.claims[0]!.status = "rejected";
    memory.claims[0]!.adminNote = "No coincide";
    memory.claims[0]!.status = "code_sent";
    const code = memory.lastCode();
    const result = refusal(() => memory.service.verifyCode(1, { claimToken: memory.token, code }));
    expect(await result).toMatchObject({ status: 409 });
    expect(memory.state.claimedEvents).toBe(0);
  });
});

describe("the daily limits' window", () => {
  it("counts the last 24 hours, with the claim limits, for a request and for another code", async () => {
    const memory = setup();
    const { claimToken } = await memory.service.start({ ...INPUT, method: "evidence" }, {});
    await memory.service.resend(1, { claimToken, method: "email" });
    const day = { at: NOW, since: new Date(NOW.getTime() - 24 * 3600_000), limits: CLAIM_LIMITS };
    expect(memory.windows).toEqual([
      { ...day, codeChannel: null },
      { ...day, codeChannel: "email" },
    ]);
    expect(CLAIM_LIMITS).toEqual({
      claimsPerListingPerDay: 5,
      codesPerListingPerDay: 6,
      claimsPerEmailPerDay: 3,
      claimsPerAddressPerDay: 20,
      codesPerClaim: 3,
      resendGapMs: 60_000,
    });
  });
});

describe("asking for another code", () => {
  it("sends one to the other channel, and refuses a channel the listing lacks", async () => {
    const memory = setup();
    const { claimToken } = await memory.service.start(INPUT, {});
    const progress = await memory.service.resend(1, { claimToken, method: "email" });
    expect(progress).toMatchObject({
      channel: "email",
      destination: "c•••@c•••.mx",
      message: CM.codeSentEmail,
    });
    expect(memory.mailSent).toHaveLength(1);
    memory.listings.get(1)!.email = null;
    expect(await refusal(() => memory.service.resend(1, { claimToken, method: "email" }))).toEqual({
      status: 400,
      message: CM.channelUnavailable,
    });
  });

  it("defaults to SMS for an evidence request, and keeps the request's channel otherwise", async () => {
    const memory = setup();
    const { claimToken } = await memory.service.start({ ...INPUT, method: "evidence" }, {});
    expect((await memory.service.resend(1, { claimToken })).channel).toBe("sms");
    expect(memory.smsSent).toHaveLength(1);
    memory.claims[0]!.channel = "email";
    expect((await memory.service.resend(1, { claimToken })).channel).toBe("email");
  });

  it("answers the repository's refusals, and refuses closed requests with their status", async () => {
    const memory = setup();
    const { claimToken } = await memory.service.start(INPUT, {});
    memory.state.reserveOutcome = "too-soon";
    expect(await refusal(() => memory.service.resend(1, { claimToken }))).toEqual({
      status: 429,
      message: CM.resendTooSoon,
    });
    memory.state.reserveOutcome = "not-open";
    memory.claims[0]!.status = "expired";
    expect(await refusal(() => memory.service.resend(1, { claimToken }))).toEqual({
      status: 409,
      message: CM.codeExpired,
    });
    memory.claims[0]!.status = "pending_review";
    expect(await refusal(() => memory.service.resend(1, { claimToken }))).toEqual({
      status: 409,
      message: CM.evidenceReceived,
    });
  });
});

describe("documents for an administrator", () => {
  const files = { cedula: Buffer.from("cédula"), identificacion: Buffer.from("ine") };

  it("stores both files, charges the address's quota and asks the registry", async () => {
    const memory = setup();
    const { claimToken } = await memory.service.start({ ...INPUT, method: "evidence" }, {});
    const progress = await memory.service.submitEvidence(1, claimToken, files, { ip: "10.0.0.2" });
    expect(progress).toMatchObject({ status: "pending_review", message: CM.evidenceReceived });
    expect(memory.charged).toEqual([
      { ip: "10.0.0.2", bytes: files.cedula.length + files.identificacion.length },
    ]);
    expect(memory.claims[0]!.evidence).toMatchObject([
      { label: "cedula" },
      { label: "identificacion" },
    ]);
    expect(memory.claims[0]!.registryResult).toMatchObject({ licenseNumber: "12 345-678" });
    expect(memory.audits.at(-1)).toMatchObject({
      action: "claim.evidence_submitted",
      details: {
        files: [
          { label: "cedula", size: 7 },
          { label: "identificacion", size: 3 },
        ],
      },
    });
    expect(await refusal(() => memory.service.submitEvidence(1, claimToken, files))).toEqual({
      status: 409,
      message: CM.notWaitingEvidence,
    });
  });

  it("asks for both files, and removes them when the request closed meanwhile", async () => {
    const memory = setup({ licenseNumber: null });
    const { claimToken } = await memory.service.start(
      { ...INPUT, cedula: " caído ", method: "evidence" },
      {},
    );
    expect(
      await refusal(() => memory.service.submitEvidence(1, claimToken, { cedula: files.cedula })),
    ).toEqual({
      status: 400,
      message: CM.evidenceMissing,
    });
    memory.state.attachAccepted = false;
    expect(await refusal(() => memory.service.submitEvidence(1, claimToken, files))).toEqual({
      status: 409,
      message: CM.notWaitingEvidence,
    });
    expect(memory.removed).toEqual(["clave1", "clave2"]);
    expect(memory.logs).toEqual(["no se pudo consultar la cédula del reclamo"]);
  });
});

describe("the claim page", () => {
  it("shows the public profile's facts and where a code can go", async () => {
    const { service, listings } = setup();
    expect(await service.target(1)).toEqual({
      id: 1,
      name: "Dra. Eva Ríos",
      specialty: "Cardiología",
      city: "Guadalajara",
      avatar: null,
      licenseVerified: true,
      hasLicenseNumber: true,
      claimed: false,
      profilePath: "/medico/dra-eva-rios",
      channels: { sms: "•••• 5678", email: "c•••@c•••.mx" },
    });
    listings.delete(1);
    expect((await service.target(1)).channels).toEqual({ sms: null, email: null });
    expect(await refusal(() => service.target(404))).toEqual({
      status: 404,
      message: DOCTOR_MESSAGES.claimNotFound,
    });
    await expect(service.target(500)).rejects.toThrow("no");
  });

  it("shows the claimant's progress, and an administrator's note once rejected", async () => {
    const memory = setup();
    const { claimToken } = await memory.service.start(INPUT, {});
    expect(await memory.service.progress(1, claimToken)).toMatchObject({ status: "code_sent" });
    Object.assign(memory.claims[0]!, { status: "rejected", adminNote: "Documentos ilegibles" });
    expect(await memory.service.progress(1, claimToken)).toMatchObject({
      status: "rejected",
      message: CM.rejected,
      adminNote: "Documentos ilegibles",
    });
  });
});
