import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("loadConfig", () => {
  it("runs on embedded defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, dataDir: path.resolve("./data"), publicUrl: "http://localhost:8080", secureCookies: true, speechQueue: 32 });
    expect(config.databaseUrl).toBeUndefined();
  });

  it("names every bad variable in one error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SECURE_COOKIES: "maybe" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "SECURE_COOKIES"]) expect(message).toContain(name);
  });

  it("derives the public URL from the port and strips a trailing slash", () => {
    expect(loadConfig({ PORT: "9000" }).publicUrl).toBe("http://localhost:9000");
    expect(loadConfig({ PUBLIC_URL: "https://voice.example.com/" }).publicUrl).toBe("https://voice.example.com");
  });
});
