import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { HttpError } from "../../lib/http-error.js";
import { assertSafeKey, type Storage } from "./storage.js";

export interface S3StorageOptions {
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request, retries included (default 10 s). */
  timeoutMs?: number;
}

export const STORAGE_UNAVAILABLE = "Image storage is temporarily unavailable. Please try again shortly.";

/**
 * Uploads in any S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, s3rver…), addressed
 * path-style (`<endpoint>/<bucket>/<key>`, which every implementation accepts) and signed with
 * SigV4. Keys are the same as on disk, so the public address stays /uploads/<key> and the
 * server keeps serving them with its own fixed content type and nosniff.
 *
 * A bucket that cannot be reached or refuses us is a 503 with a clear message for the caller
 * (and the details in the log), never a half-stored image: callers delete what they wrote.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(readonly options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
      // aws4fetch retries 5xx and network errors with backoff; keep it short so callers fail fast.
      retries: 2,
      initRetryMs: 50,
    });
    this.base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async put(key: string, data: Buffer | string, contentType: string): Promise<void> {
    const body = typeof data === "string" ? Buffer.from(data) : data;
    const res = await this.send("PUT", key, {
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      headers: {
        "content-type": contentType,
        "content-length": String(body.byteLength),
        "cache-control": "public, max-age=31536000, immutable",
      },
    });
    await this.expectOk(res, "PUT", key);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send("GET", key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    await this.expectOk(res, "GET", key, false);
    return Buffer.from(await res.arrayBuffer());
  }

  async open(key: string): Promise<{ body: NodeJS.ReadableStream; size: number | undefined } | null> {
    const res = await this.send("GET", key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    await this.expectOk(res, "GET", key, false);
    if (!res.body) return { body: Readable.from([]), size: 0 };
    const length = Number(res.headers.get("content-length"));
    return {
      body: Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
      size: Number.isFinite(length) && length >= 0 ? length : undefined,
    };
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.send("HEAD", key);
    if (res.status === 404) return false;
    await this.expectOk(res, "HEAD", key);
    return true;
  }

  async delete(key: string): Promise<void> {
    const res = await this.send("DELETE", key);
    // S3 answers 204 whether or not the object existed; some implementations say 404.
    if (res.status === 404) return;
    await this.expectOk(res, "DELETE", key);
  }

  /** Start-up check: the bucket exists and these keys may use it. Throws a readable error otherwise. */
  async checkBucket(): Promise<void> {
    let res: Response;
    try {
      res = await this.client.fetch(this.base, { method: "HEAD", signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new Error(`S3 storage: cannot reach ${this.options.endpoint} (${(err as Error).message})`);
    }
    if (res.status === 404) throw new Error(`S3 storage: bucket "${this.options.bucket}" does not exist`);
    if (res.status === 403 || res.status === 401) {
      throw new Error(
        `S3 storage: access to bucket "${this.options.bucket}" denied (check S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY)`,
      );
    }
    if (!res.ok) throw new Error(`S3 storage: HEAD bucket answered ${res.status}`);
  }

  private async send(
    method: "GET" | "PUT" | "HEAD" | "DELETE",
    key: string,
    init: { body?: Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    assertSafeKey(key);
    const deadline = Date.now() + this.timeoutMs;
    // aws4fetch retries 5xx answers; a connection that fails (a reused keep-alive connection the
    // server had just closed, a reset) is retried here. Every call is idempotent (PUT of the same bytes).
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.client.fetch(`${this.base}/${key}`, {
          method,
          ...init,
          signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
        });
      } catch (err) {
        const detail = `${method} ${key}: ${(err as Error).message}${(err as { cause?: Error }).cause ? ` (${(err as { cause: Error }).cause.message})` : ""}`;
        if (attempt >= 2 || (err as Error).name === "TimeoutError" || Date.now() >= deadline) {
          throw new StorageUnavailableError(detail);
        }
        await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      }
    }
  }

  private async expectOk(res: Response, method: string, key: string, drain = true): Promise<void> {
    if (res.ok) {
      if (drain) await res.body?.cancel();
      return;
    }
    const detail = (await res.text().catch(() => "")).slice(0, 300);
    throw new StorageUnavailableError(`${method} ${key}: S3 answered ${res.status} ${detail}`);
  }
}

/**
 * The bucket did not do what was asked. The caller sees a 503 with STORAGE_UNAVAILABLE; the
 * detail (status, S3 error code) stays in `cause` for the log.
 */
export class StorageUnavailableError extends HttpError {
  constructor(detail: string) {
    super(503, STORAGE_UNAVAILABLE);
    this.cause = detail;
  }
}
