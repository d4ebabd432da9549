import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing: scrypt with Better Auth's own parameters and stored form (`<salt hex>:<key
 * hex>`, N = 16384, r = 16, p = 1, 64-byte key), so hashes made before and after read alike. The
 * work factor N is the one thing that can change, and only through code: the test apps lower it
 * (each scrypt at N = 16384 costs ~0.1 s of CPU and 32 MB, and a test suite signs up thousands of
 * accounts); a server always hashes at {@link PASSWORD_WORK_FACTOR}.
 */
export const PASSWORD_WORK_FACTOR = 16384;
const BLOCK_SIZE = 16;
const KEY_LENGTH = 64;

function deriveKey(password: string, salt: string, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r: BLOCK_SIZE, p: 1, maxmem: 128 * n * BLOCK_SIZE * 2 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Better Auth's `emailAndPassword.password` functions at work factor `n`. */
export function passwordHashing(n = PASSWORD_WORK_FACTOR): { hash(password: string): Promise<string>; verify(input: { hash: string; password: string }): Promise<boolean> } {
  return {
    async hash(password) {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${(await deriveKey(password, salt, n)).toString("hex")}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await deriveKey(password, salt, n);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
