import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded and generated images live. Keys are relative paths such as
 * "images/ab12….webp"; the public address of a key is always /uploads/<key>.
 */
export interface Storage {
  put(key: string, data: Buffer | string, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A local directory to serve from directly, when the storage has one. */
  readonly localRoot?: string;
  /** The stored bytes as a stream (remote storages), or null when there is no such object. */
  open?(key: string): Promise<{ body: NodeJS.ReadableStream; size: number | undefined } | null>;
}

/** The content types we ever serve from /uploads, by extension. Anything else is not served. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
};

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are made by the server; this refuses anything that could climb out of the storage root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}

export class LocalStorage implements Storage {
  constructor(readonly localRoot: string) {}

  async put(key: string, data: Buffer | string): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.localRoot, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      return await fs.readFile(path.join(this.localRoot, key));
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await fs.access(path.join(this.localRoot, key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await fs.rm(path.join(this.localRoot, key), { force: true });
  }
}
