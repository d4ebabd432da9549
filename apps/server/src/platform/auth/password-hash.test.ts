import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { PASSWORD_WORK_FACTOR, passwordHashing } from "./password-hash";

describe("password hashing", () => {
  const server = passwordHashing();

  it("reads Better Auth's hashes and makes hashes Better Auth reads (accounts made before keep working)", async () => {
    expect(PASSWORD_WORK_FACTOR).toBe(16384);
    expect(await server.verify({ hash: await hashPassword("correct horse battery"), password: "correct horse battery" })).toBe(true);
    const ours = await server.hash("correct horse battery");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: "correct horse battery" })).toBe(true);
  });

  it("refuses a wrong password, a hash of another work factor and a malformed hash", async () => {
    const hash = await server.hash("correct horse battery");
    expect(await server.verify({ hash, password: "correct horse batterY" })).toBe(false);
    expect(await passwordHashing(1024).verify({ hash, password: "correct horse battery" })).toBe(false);
    expect(await server.verify({ hash: "not-a-hash", password: "x" })).toBe(false);
    expect(await server.verify({ hash: "abcd:12", password: "x" })).toBe(false);
  });

  it("normalises the password (NFKC), as Better Auth does", async () => {
    const hashing = passwordHashing(1024);
    expect(await hashing.verify({ hash: await hashing.hash("ﬁnal"), password: "final" })).toBe(true);
  });
});
