// A real S3-protocol server for the tests (API tests, reliability suites): `s3rver` from npm, run in
// the calling process on 127.0.0.1 with one bucket, its objects kept as files in a directory.
import fs from "node:fs";
import path from "node:path";
import S3rver from "s3rver";

/** The suffix s3rver gives the file that holds an object's bytes. */
const OBJECT_FILE = /\._S3rver_object$/;

/**
 * Starts s3rver with `bucket` created, keeping its files in `directory` (port 0: any free port).
 * `objects()` lists the bucket's object keys, sorted, read from s3rver's own files.
 * @param {{ directory: string, bucket: string, port?: number }} opts
 */
export async function startS3Server({ directory, bucket, port = 0 }) {
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: bound } = await server.run();
  const root = path.join(directory, bucket);
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    objects() {
      /** @type {string[]} */
      const out = [];
      const walk = (/** @type {string} */ dir) => {
        if (!fs.existsSync(dir)) return;
        for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) walk(p);
          else if (OBJECT_FILE.test(e.name)) out.push(path.relative(root, p).replace(OBJECT_FILE, ""));
        }
      };
      walk(root);
      return out.sort();
    },
    /** @returns {Promise<void>} */
    close: () => server.close(),
  };
}
