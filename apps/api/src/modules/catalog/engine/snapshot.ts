import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LANGUAGES, type Language } from "@avlu/contract/terms";
import { API_ROOT } from "../../../config.js";
import { CatalogIndex } from "./catalog-index.js";
import { JsonStore, RECENT_BYTES } from "./json-store.js";
import { type BlobEntry, SnapshotReader, SnapshotWriter } from "./snapshot-format.js";

/*
 * A catalogue index snapshot (ADR 1504): the whole index in one file, so that a start-up reads it
 * back in a fraction of a second instead of reading and indexing every product. Layout:
 *   0  "AVLUIDX1"
 *   8  u32 header offset, u32 header length (LE)
 *   16 typed arrays, each 8-byte aligned
 *      the listing JSON (4 KiB aligned), its offsets and lengths
 *      the descriptions of each language (ADR 1517), likewise
 *      header: JSON { format, code, meta, state, blobs, json, descriptions }
 * Written to a temporary name and renamed: a reader sees a whole old file or a whole new one,
 * whichever instance wrote it.
 */

/** Where a JsonStore's bytes start in the file, how many there are, and the blobs of its offsets and lengths. */
interface StoreEntry {
  at: number;
  bytes: number;
  off: number;
  len: number;
}

const MAGIC = "AVLUIDX1";
const FORMAT = 2;

/** What the engine records beside the index: where the change log was, and what it was. */
export interface SnapshotMeta {
  dialect: string;
  /** The change cursor's state when the products were read (ChangeCursor.state). */
  cursor: unknown;
  /** The log's last line then (seq and product id), or null for an empty log. */
  lastChange: { seq: number; productId: string } | null;
  products: number;
  writtenAt: string;
}

let codeHash: string | undefined;

/**
 * The compiled engine's directory (apps/api/dist/modules/catalog/engine), or this one under tsx
 * (the tests, `npm run dev`): the server runs from its bundle (ADR 1521) and
 * `npm run index:snapshot` from dist, and both must fingerprint the same files.
 */
function engineDir(): string {
  return import.meta.url.endsWith(".ts")
    ? import.meta.dirname
    : path.join(API_ROOT, "dist", "modules", "catalog", "engine");
}

/**
 * A fingerprint of the engine's code (every source file of this directory): a snapshot written by
 * other code — another search field, another listing JSON — is not read, the index is rebuilt.
 */
export function engineCode(): string {
  if (codeHash) return codeHash;
  const hash = createHash("sha256").update(String(FORMAT));
  const dir = engineDir();
  for (const f of fs.readdirSync(dir).sort()) {
    if (!/\.(js|ts)$/.test(f) || /\.(test|d)\.(js|ts)$/.test(f)) continue;
    hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  }
  codeHash = hash.digest("hex").slice(0, 32);
  return codeHash;
}

const align = (n: number, to: number) => Math.ceil(n / to) * to;

/** Writes all of `bytes` at `at`. */
async function writeAll(fh: fs.promises.FileHandle, bytes: Uint8Array, at: number): Promise<void> {
  let done = 0;
  while (done < bytes.byteLength) {
    done += (await fh.write(bytes, done, bytes.byteLength - done, at + done)).bytesWritten;
  }
}

/**
 * Writes the index to `file` (atomically). The index must not change until the promise settles
 * (the engine holds its change log meanwhile): the writes leave the event loop free between them,
 * so a shop that serves while its snapshot is written answers meanwhile (ADR 1511).
 */
export async function writeSnapshot(file: string, index: CatalogIndex, meta: SnapshotMeta): Promise<number> {
  const w = new SnapshotWriter();
  const state = index.toSnapshot(w);
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const fh = await fs.promises.open(tmp, "w", 0o600);
  try {
    let at = 16;
    const blobs: BlobEntry[] = [];
    const kinds = w.kinds();
    for (const [k, a] of w.arrays.entries()) {
      at = align(at, 8);
      await writeAll(fh, new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
      blobs.push({ kind: kinds[k] as BlobEntry["kind"], at, length: a.length });
      at += a.byteLength;
    }
    // Each store's bytes, then its offsets and lengths as two more arrays.
    const store = async (s: JsonStore): Promise<StoreEntry> => {
      const storeAt = align(at, 4096);
      const written = await s.writeSnapshot((bytes, from) => writeAll(fh, bytes, storeAt + from));
      at = align(storeAt + written.bytes, 8);
      for (const a of [written.off, written.len]) {
        await writeAll(fh, new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
        blobs.push({ kind: a instanceof Float64Array ? "f64" : "u32", at, length: a.length });
        at += a.byteLength;
      }
      return { at: storeAt, bytes: written.bytes, off: blobs.length - 2, len: blobs.length - 1 };
    };
    const json = await store(index.json);
    const descriptions: Partial<Record<Language, StoreEntry>> = {};
    for (const language of LANGUAGES) descriptions[language] = await store(index.descriptions[language]);
    const header = Buffer.from(
      JSON.stringify({ format: FORMAT, code: engineCode(), meta, state, blobs, json, descriptions }),
    );
    await writeAll(fh, header, at);
    const head = Buffer.alloc(16);
    head.write(MAGIC, 0, "latin1");
    head.writeUInt32LE(at, 8);
    head.writeUInt32LE(header.length, 12);
    await writeAll(fh, head, 0);
    await fh.sync();
  } catch (err) {
    await fh.close();
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  await fh.close();
  await fs.promises.rename(tmp, file);
  return (await fs.promises.stat(file)).size;
}

export interface OpenedSnapshot {
  meta: SnapshotMeta;
  /** Builds the index from the file (its listing JSON copied to a file of this process). */
  load(): CatalogIndex;
}

/**
 * The snapshot at `file`, if there is one written in this format by this code; `undefined`
 * otherwise (missing, unreadable, other code). Nothing about the database is checked here.
 */
export function openSnapshot(file: string, tmpDir = os.tmpdir()): OpenedSnapshot | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch {
    return undefined;
  }
  try {
    const head = Buffer.alloc(16);
    if (fs.readSync(fd, head, 0, 16, 0) !== 16 || head.toString("latin1", 0, 8) !== MAGIC) return undefined;
    const headerAt = head.readUInt32LE(8);
    const headerLen = head.readUInt32LE(12);
    const raw = Buffer.alloc(headerLen);
    if (fs.readSync(fd, raw, 0, headerLen, headerAt) !== headerLen) return undefined;
    const header = JSON.parse(raw.toString("utf8")) as {
      format: number;
      code: string;
      meta: SnapshotMeta;
      state: unknown;
      blobs: BlobEntry[];
      json: StoreEntry;
      descriptions: Record<Language, StoreEntry>;
    };
    if (header.format !== FORMAT || header.code !== engineCode()) return undefined;
    return {
      meta: header.meta,
      load() {
        const lo = fs.openSync(file, "r");
        try {
          const r = new SnapshotReader(lo, header.blobs);
          // The listing JSON: the whole file copied in the kernel; the descriptions: their part only.
          const store = (e: StoreEntry, part: boolean) =>
            JsonStore.fromSnapshot(
              file,
              e.at,
              r.f64(e.off),
              r.u32(e.len),
              tmpDir,
              part ? e.bytes : undefined,
              part ? RECENT_BYTES.descriptions : RECENT_BYTES.listing,
            );
          const json = store(header.json, false);
          const descriptions = Object.fromEntries(
            LANGUAGES.map((l) => [l, store(header.descriptions[l], true)]),
          ) as Record<Language, JsonStore>;
          return CatalogIndex.fromSnapshot(header.state, r, json, descriptions);
        } finally {
          fs.closeSync(lo);
        }
      },
    };
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}
