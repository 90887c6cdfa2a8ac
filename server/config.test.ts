import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, toPublicConfig } from "./config.ts";

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
