// Runs s3rver 3.7.1 in its own process for the tests, with two fixes so that it behaves as S3
// documents:
// - ListObjectsV2 continuation tokens are made with DES, which Node's OpenSSL 3 offers only with
//   --openssl-legacy-provider: the parent starts this process with that flag.
// - S3 lists keys in byte order; s3rver walks its directory in readdir order, so pages skip keys.
//   The walk below visits entries in key order (a directory `a` sorts as `a/`).
// Arguments: <directory> <bucket>. Prints {"port": n} once listening; exits when stdin closes.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const OBJECT_SUFFIX = "._S3rver_object";
const utils = require("s3rver/lib/utils");
utils.walk = function* walk(dir, recurseFilter) {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).map((e) => ({
    entry: e,
    sortKey: e.isDirectory() ? `${e.name}/` : e.name.endsWith(OBJECT_SUFFIX) ? e.name.slice(0, -OBJECT_SUFFIX.length) : e.name,
  }));
  entries.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  for (const { entry } of entries) {
    const filePath = path.posix.join(dir, entry.name);
    if (!entry.isDirectory()) yield filePath;
    else if (!recurseFilter || recurseFilter(filePath)) yield* walk(filePath, recurseFilter);
  }
};
const S3rver = require("s3rver");

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: !process.env.S3RVER_LOG,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = () => server.close().finally(() => process.exit(0));
process.stdin.on("end", stop).resume();
process.on("SIGTERM", stop);
