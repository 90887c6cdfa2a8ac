import { describe, expect, it } from "vitest";
import { applyStartDefaults, ConfigError, loadConfig, toPublicConfig } from "./config.ts";

describe("configuration", () => {
  it("starts on the embedded database with sensible defaults", () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.port).toBe(3000);
    expect(config.seed).toEqual({ onStart: true, providers: 50_000 });
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@db.example.com:5432/directorio" });
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://u:p@db.example.com:5432/directorio",
    });
  });

  it("takes REDIS_URL for the change bus, redis:// or rediss:// only", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://cache:6379/0" }).redisUrl).toBe("redis://cache:6379/0");
    expect(() => loadConfig({ REDIS_URL: "http://cache" })).toThrow(
      "REDIS_URL debe empezar con redis:// o rediss://",
    );
  });

  it("reads public pages from DATABASE_READ_URL, a PostgreSQL replica", () => {
    const primary = "postgres://u:p@primario:5432/directorio";
    const replica = "postgresql://u:p@replica:5432/directorio";
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).database).toEqual({
      kind: "postgres",
      url: primary,
      readUrl: replica,
    });
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: "" }).database).toEqual({
      kind: "postgres",
      url: primary,
      readUrl: undefined,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      "DATABASE_URL: es obligatorio cuando DATABASE_READ_URL está definido",
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: "mysql://x" })).toThrow(
      "DATABASE_READ_URL debe empezar con postgres://",
    );
  });

  it("fails at boot with a readable Spanish message naming every bad variable", () => {
    expect(() => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("Configuración inválida");
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL debe empezar con postgres://");
    }
  });

  it("requires PUBLIC_URL in production, and only there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /PUBLIC_URL: es obligatorio en producción/,
    );
    expect(
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.ejemplo.mx/" }).publicUrl,
    ).toBe("https://www.ejemplo.mx");
    expect(loadConfig({ NODE_ENV: "development" }).publicUrl).toBeUndefined();
  });

  it("never hands secrets to the browser", () => {
    const config = loadConfig({
      SESSION_SECRET: "s".repeat(40),
      DATABASE_URL: "postgres://u:secreto@h/db",
    });
    const exposed = JSON.stringify(toPublicConfig(config));
    expect(exposed).not.toContain("secreto");
    expect(exposed).not.toContain("s".repeat(40));
  });
});

describe("Google sign-in configuration", () => {
  it("is off without credentials, also when the variables are empty", () => {
    expect(loadConfig({}).google).toBeNull();
    const empty = loadConfig({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: " " });
    expect(empty.google).toBeNull();
    expect(toPublicConfig(empty).googleSignIn).toBe(false);
  });

  it("is on with both credentials, on Google's endpoints unless told otherwise", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secreto-de-google",
    });
    expect(config.google).toEqual({
      clientId: "id.apps.googleusercontent.com",
      clientSecret: "secreto-de-google",
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    });
    const exposed = toPublicConfig(config);
    expect(exposed.googleSignIn).toBe(true);
    expect(JSON.stringify(exposed)).not.toContain("secreto-de-google");
  });

  it("stops at boot on half a configuration or a bad endpoint", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      "GOOGLE_CLIENT_SECRET: es obligatorio cuando GOOGLE_CLIENT_ID está definido",
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: "s" })).toThrow("GOOGLE_CLIENT_ID");
    expect(() => loadConfig({ GOOGLE_TOKEN_URL: "ftp://example.com/token" })).toThrow(
      "GOOGLE_TOKEN_URL debe ser una URL http:// o https://",
    );
  });
});

describe("SEP registry configuration", () => {
  const portal = {
    SEP_REGISTRY_URL: "https://cedulaprofesional.sep.gob.mx",
    SEP_CLIENT_ID: "cliente",
    SEP_API_KEY: "clave",
  };

  it("is offline by default, with a 4 s timeout", () => {
    expect(loadConfig({}).sepRegistry).toEqual({ url: undefined, timeoutMs: 4000 });
    expect(loadConfig({ SEP_REGISTRY_URL: "" }).sepRegistry.url).toBeUndefined();
  });

  it("reads the portal's base, the client credentials and the timeout", () => {
    expect(loadConfig({ ...portal, SEP_REGISTRY_TIMEOUT_MS: "2500" }).sepRegistry).toEqual({
      url: "https://cedulaprofesional.sep.gob.mx",
      clientId: "cliente",
      apiKey: "clave",
      timeoutMs: 2500,
    });
  });

  it("stops at boot on a bad URL or timeout, or a URL without both credentials", () => {
    expect(() => loadConfig({ SEP_REGISTRY_URL: "registro" })).toThrow(
      "SEP_REGISTRY_URL debe ser una URL http:// o https://",
    );
    expect(() => loadConfig({ SEP_REGISTRY_TIMEOUT_MS: "0" })).toThrow("SEP_REGISTRY_TIMEOUT_MS");
    expect(() => loadConfig({ ...portal, SEP_API_KEY: " " })).toThrow(
      "SEP_API_KEY: es obligatorio cuando SEP_REGISTRY_URL está definido",
    );
    expect(() => loadConfig({ SEP_REGISTRY_URL: portal.SEP_REGISTRY_URL })).toThrow(
      /SEP_CLIENT_ID: es obligatorio[^]*SEP_API_KEY: es obligatorio/,
    );
  });
});

describe("speech-to-text and chat configuration", () => {
  it("is off by default, also when the variables are empty", () => {
    expect(loadConfig({}).speech).toBeNull();
    expect(loadConfig({}).chat).toBeNull();
    expect(loadConfig({ STT_BASE_URL: " ", CHAT_BASE_URL: "" }).speech).toBeNull();
  });

  it("reads the endpoint, key, model and timeout", () => {
    const config = loadConfig({
      STT_BASE_URL: "http://127.0.0.1:8080/v1",
      STT_MODEL: "whisper-large-v3",
      STT_TIMEOUT_MS: "5000",
      CHAT_BASE_URL: "https://api.example.com/v1",
      CHAT_API_KEY: "clave-de-chat",
    });
    expect(config.speech).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: undefined,
      model: "whisper-large-v3",
      timeoutMs: 5000,
    });
    expect(config.chat).toEqual({
      baseUrl: "https://api.example.com/v1",
      apiKey: "clave-de-chat",
      model: "gpt-4o-mini",
      timeoutMs: 8000,
    });
    expect(JSON.stringify(toPublicConfig(config))).not.toContain("clave-de-chat");
  });

  it("stops at boot on a bad URL or timeout", () => {
    expect(() => loadConfig({ STT_BASE_URL: "whisper.local" })).toThrow(
      "STT_BASE_URL debe ser una URL http:// o https://",
    );
    expect(() => loadConfig({ STT_TIMEOUT_MS: "10" })).toThrow("STT_TIMEOUT_MS");
    expect(() => loadConfig({ CHAT_BASE_URL: "ftp://x" })).toThrow("CHAT_BASE_URL");
  });
});

describe("import sources configuration", () => {
  it("reads the public CSV export without a key, on Google's and Airtable's hosts", () => {
    expect(loadConfig({ GOOGLE_SHEETS_API_KEY: "" }).imports).toEqual({
      googleSheetsApiKey: undefined,
      googleSheetsApiUrl: "https://sheets.googleapis.com",
      googleSheetsExportUrl: "https://docs.google.com",
      airtableApiUrl: "https://api.airtable.com",
      timeoutMs: 20_000,
    });
  });

  it("takes a key, local endpoints for the fakes and a timeout", () => {
    const config = loadConfig({
      GOOGLE_SHEETS_API_KEY: "clave",
      GOOGLE_SHEETS_API_URL: "http://127.0.0.1:9000",
      GOOGLE_SHEETS_EXPORT_URL: "http://127.0.0.1:9000",
      AIRTABLE_API_URL: "http://127.0.0.1:9001",
      IMPORT_SOURCE_TIMEOUT_MS: "1500",
    });
    expect(config.imports).toMatchObject({
      googleSheetsApiKey: "clave",
      googleSheetsApiUrl: "http://127.0.0.1:9000",
      airtableApiUrl: "http://127.0.0.1:9001",
      timeoutMs: 1500,
    });
  });

  it("stops at boot on a bad endpoint or timeout", () => {
    expect(() => loadConfig({ AIRTABLE_API_URL: "ftp://x" })).toThrow(/AIRTABLE_API_URL/);
    expect(() => loadConfig({ IMPORT_SOURCE_TIMEOUT_MS: "10" })).toThrow(
      /IMPORT_SOURCE_TIMEOUT_MS debe estar entre 500 y 120000/,
    );
  });
});

describe("first administrator configuration", () => {
  it("is 'admin' with a generated password unless told otherwise", () => {
    expect(loadConfig({}).initialAdmin).toEqual({ username: "admin", password: undefined });
    expect(loadConfig({ ADMIN_INITIAL_PASSWORD: "" }).initialAdmin.password).toBeUndefined();
    expect(
      loadConfig({
        ADMIN_INITIAL_USERNAME: "jefa.admin",
        ADMIN_INITIAL_PASSWORD: "una-clave-larga",
      }).initialAdmin,
    ).toEqual({ username: "jefa.admin", password: "una-clave-larga" });
  });

  it("stops at boot on a short password or a bad username", () => {
    expect(() => loadConfig({ ADMIN_INITIAL_PASSWORD: "corta" })).toThrow(
      "ADMIN_INITIAL_PASSWORD debe tener al menos 12 caracteres",
    );
    expect(() => loadConfig({ ADMIN_INITIAL_USERNAME: "a b" })).toThrow("ADMIN_INITIAL_USERNAME");
  });
});

describe("SMS (Twilio) configuration", () => {
  const twilio = {
    TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`,
    TWILIO_AUTH_TOKEN: "token-secreto-de-twilio",
  };
  const service = `MG${"b2".repeat(16)}`;

  it("is off (codes to the outbox) by default, also when the variables are empty", () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: "", TWILIO_AUTH_TOKEN: " ", TWILIO_FROM_NUMBER: "" }).sms,
    ).toBeNull();
  });

  it("reads the credentials, the sender, Twilio's URL and an 8 s limit", () => {
    expect(loadConfig({ ...twilio, TWILIO_FROM_NUMBER: "+15005550006" }).sms).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: "+15005550006",
      apiUrl: "https://api.twilio.com",
      timeoutMs: 8000,
    });
    expect(
      loadConfig({
        ...twilio,
        TWILIO_MESSAGING_SERVICE_SID: service,
        TWILIO_API_URL: "http://127.0.0.1:4010/",
        SMS_TIMEOUT_MS: "1500",
      }).sms,
    ).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      messagingServiceSid: service,
      apiUrl: "http://127.0.0.1:4010",
      timeoutMs: 1500,
    });
  });

  it("stops at boot on half a configuration, naming what is missing", () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_AUTH_TOKEN: es obligatorio cuando TWILIO_ACCOUNT_SID está definido[^]*TWILIO_FROM_NUMBER o TWILIO_MESSAGING_SERVICE_SID: es obligatorio/,
    );
    expect(() =>
      loadConfig({ TWILIO_AUTH_TOKEN: "t", TWILIO_FROM_NUMBER: "+15005550006" }),
    ).toThrow("TWILIO_ACCOUNT_SID: es obligatorio cuando TWILIO_AUTH_TOKEN está definido");
    expect(() => loadConfig(twilio)).toThrow(
      "TWILIO_FROM_NUMBER o TWILIO_MESSAGING_SERVICE_SID: es obligatorio cuando TWILIO_ACCOUNT_SID está definido",
    );
    expect(() => loadConfig({ TWILIO_MESSAGING_SERVICE_SID: service })).toThrow(ConfigError);
  });

  it("stops at boot on a malformed SID, sender, URL or limit", () => {
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: "SK123" })).toThrow(
      "TWILIO_ACCOUNT_SID debe ser el SID de la cuenta",
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM_NUMBER: "55 1234 5678" })).toThrow(
      "TWILIO_FROM_NUMBER debe ser un número en formato E.164",
    );
    expect(() => loadConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: "MG1" })).toThrow(
      "TWILIO_MESSAGING_SERVICE_SID debe empezar con MG",
    );
    expect(() => loadConfig({ TWILIO_API_URL: "api.twilio.com" })).toThrow(
      "TWILIO_API_URL debe ser una URL http:// o https://",
    );
    expect(() => loadConfig({ SMS_TIMEOUT_MS: "100" })).toThrow(
      "SMS_TIMEOUT_MS debe estar entre 500 y 60000",
    );
  });

  it("never hands the auth token to the browser", () => {
    const config = loadConfig({ ...twilio, TWILIO_FROM_NUMBER: "+15005550006" });
    expect(JSON.stringify(toPublicConfig(config))).not.toContain(twilio.TWILIO_AUTH_TOKEN);
  });
});

describe("WhatsApp reminders (Twilio) configuration", () => {
  const account = {
    TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`,
    TWILIO_AUTH_TOKEN: "token-secreto-de-twilio",
  };
  const template = `HX${"c3".repeat(16)}`;

  it("is off by default, and reads the sender and the template with the account", () => {
    expect(loadConfig({}).whatsapp).toBeNull();
    const config = loadConfig({
      ...account,
      TWILIO_WHATSAPP_FROM: "whatsapp:+14155238886",
      TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: template,
    });
    expect(config.whatsapp).toEqual({
      accountSid: account.TWILIO_ACCOUNT_SID,
      authToken: account.TWILIO_AUTH_TOKEN,
      from: "whatsapp:+14155238886",
      reminderTemplateSid: template,
      apiUrl: "https://api.twilio.com",
      timeoutMs: 8000,
    });
    // The account may serve WhatsApp alone: no SMS sender is then required.
    expect(config.sms).toBeNull();
  });

  it("stops at boot on half a configuration or a malformed sender or template", () => {
    expect(() => loadConfig({ ...account, TWILIO_WHATSAPP_FROM: "+14155238886" })).toThrow(
      "TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: es obligatorio cuando TWILIO_WHATSAPP_FROM está definido",
    );
    expect(() => loadConfig({ TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: template })).toThrow(
      /TWILIO_ACCOUNT_SID: es obligatorio[^]*TWILIO_WHATSAPP_FROM: es obligatorio cuando TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID/,
    );
    expect(() => loadConfig({ ...account, TWILIO_WHATSAPP_FROM: "55 1234 5678" })).toThrow(
      "TWILIO_WHATSAPP_FROM debe ser el número del remitente de WhatsApp",
    );
    expect(() => loadConfig({ ...account, TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: "HX1" })).toThrow(
      "TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID debe empezar con HX",
    );
  });
});

describe("evidence folder configuration", () => {
  it("keeps claim evidence under ./data/evidence unless told otherwise", () => {
    expect(loadConfig({}).evidenceDir).toBe("./data/evidence");
    expect(loadConfig({ EVIDENCE_DIR: "/srv/evidencia" }).evidenceDir).toBe("/srv/evidencia");
    expect(() => loadConfig({ EVIDENCE_DIR: " " })).toThrow("EVIDENCE_DIR");
  });

  it("keeps documents 90 days and takes 60 MB a day per address unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({
      evidenceRetentionDays: 90,
      evidenceMbPerAddressPerDay: 60,
    });
    expect(
      loadConfig({ EVIDENCE_RETENTION_DAYS: "30", EVIDENCE_MB_PER_ADDRESS_PER_DAY: "0.5" }),
    ).toMatchObject({ evidenceRetentionDays: 30, evidenceMbPerAddressPerDay: 0.5 });
    expect(() => loadConfig({ EVIDENCE_RETENTION_DAYS: "0" })).toThrow("EVIDENCE_RETENTION_DAYS");
    expect(() => loadConfig({ EVIDENCE_MB_PER_ADDRESS_PER_DAY: "5000" })).toThrow(
      "EVIDENCE_MB_PER_ADDRESS_PER_DAY",
    );
  });
});

describe("npm start's defaults", () => {
  it("sets production and a local PUBLIC_URL on the given port, keeping one already set", () => {
    const bare: Record<string, string | undefined> = { NODE_ENV: "development", PORT: "4100" };
    applyStartDefaults(bare);
    expect(bare).toEqual({
      NODE_ENV: "production",
      PORT: "4100",
      PUBLIC_URL: "http://localhost:4100",
    });
    const given: Record<string, string | undefined> = { PUBLIC_URL: "https://medicos.example.mx" };
    applyStartDefaults(given);
    expect(given.PUBLIC_URL).toBe("https://medicos.example.mx");
    const noPort: Record<string, string | undefined> = {};
    applyStartDefaults(noPort);
    expect(noPort.PUBLIC_URL).toBe("http://localhost:3000");
  });
});
