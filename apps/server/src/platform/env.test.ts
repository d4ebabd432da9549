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

  it("reads the instance operators' addresses from ADMIN_EMAILS, lower-cased, none by default", () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: " Ops@Example.com,, root@voice.example.com " }).adminEmails).toEqual(["ops@example.com", "root@voice.example.com"]);
    expect(() => loadConfig({ ADMIN_EMAILS: "ops@example.com, not an address" })).toThrow(/ADMIN_EMAILS/);
  });

  it("switches file storage to S3 when S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "audio" }).s3).toEqual({ bucket: "audio", region: "us-east-1", forcePathStyle: false });
    const s3 = loadConfig({
      S3_BUCKET: "audio", S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret", S3_FORCE_PATH_STYLE: "true",
    }).s3;
    expect(s3).toEqual({ bucket: "audio", endpoint: "http://127.0.0.1:9000", region: "eu-west-1", accessKeyId: "id", secretAccessKey: "secret", forcePathStyle: true });
  });

  it("rejects a bad S3 endpoint, flag, half a key pair, or S3 settings without a bucket", () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return "";
    };
    expect(messageOf({ S3_BUCKET: "a", S3_ENDPOINT: "not a url", S3_FORCE_PATH_STYLE: "yes" })).toMatch(/S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE/);
    expect(messageOf({ S3_BUCKET: "a", S3_ACCESS_KEY_ID: "id" })).toContain("S3_SECRET_ACCESS_KEY");
    expect(messageOf({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toContain("S3_BUCKET");
  });

  it("sends mail to the outbox by default, from the product at PUBLIC_URL's host", () => {
    expect(loadConfig({}).mail).toEqual({ from: { name: "Vocable", address: "no-reply@localhost" } });
    expect(loadConfig({ PUBLIC_URL: "https://voice.example.com/" }).mail.from).toEqual({ name: "Vocable", address: "no-reply@voice.example.com" });
  });

  it("reads SMTP_URL and MAIL_FROM, with or without a display name", () => {
    const mail = loadConfig({ SMTP_URL: "smtps://user:p%40ss@smtp.example.com:465", MAIL_FROM: "Vocable Support <support@example.com>" }).mail;
    expect(mail).toEqual({ smtpUrl: "smtps://user:p%40ss@smtp.example.com:465", from: { name: "Vocable Support", address: "support@example.com" } });
    expect(loadConfig({ MAIL_FROM: '"Vocable, Inc." <hi@example.com>' }).mail.from).toEqual({ name: "Vocable, Inc.", address: "hi@example.com" });
    expect(loadConfig({ MAIL_FROM: "hi@example.com" }).mail.from).toEqual({ address: "hi@example.com" });
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).mail.smtpUrl).toBe("smtp://127.0.0.1:2525");
  });

  it("refuses an SMTP_URL that is not smtp(s) and a MAIL_FROM that is not an address", () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return "";
    };
    for (const url of ["http://smtp.example.com", "smtp.example.com:587", "smtp://", "mailto:a@b.c"]) {
      expect(messageOf({ SMTP_URL: url }), url).toMatch(/SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
    for (const from of ["Vocable", "Vocable <>", "<a@b", "a@b@c", "Name <a@example.com>\r\nBcc: x@example.com", "a@-example.com", 'Bad "quote <a@example.com>']) {
      expect(messageOf({ MAIL_FROM: from }), from).toMatch(/MAIL_FROM: MAIL_FROM must be an e-mail address/);
    }
  });
});

describe("single sign-on settings", () => {
  it("reads SSO_PRIVATE_ISSUERS as origins and DNS_SERVERS as addresses", () => {
    expect(loadConfig({}).sso).toEqual({ privateIssuers: [] });
    expect(loadConfig({}).dnsServers).toEqual([]);
    const config = loadConfig({ SSO_PRIVATE_ISSUERS: " https://keycloak.corp.internal/realms/staff , http://127.0.0.1:4000 ", DNS_SERVERS: "10.0.0.53, 127.0.0.1:5353,[::1]:53,::1" });
    expect(config.sso.privateIssuers).toEqual(["https://keycloak.corp.internal", "http://127.0.0.1:4000"]);
    expect(config.dnsServers).toEqual(["10.0.0.53", "127.0.0.1:5353", "[::1]:53", "::1"]);
  });

  it("refuses an issuer that is not an http(s) origin and a resolver that is not an address", () => {
    expect(() => loadConfig({ SSO_PRIVATE_ISSUERS: "keycloak.corp.internal" })).toThrow(/SSO_PRIVATE_ISSUERS: keycloak.corp.internal is not an http\(s\) origin/);
    expect(() => loadConfig({ SSO_PRIVATE_ISSUERS: "ftp://idp.example" })).toThrow(/SSO_PRIVATE_ISSUERS/);
    expect(() => loadConfig({ DNS_SERVERS: "dns.example.com" })).toThrow(/DNS_SERVERS is a comma-separated list of IP addresses/);
  });
});
