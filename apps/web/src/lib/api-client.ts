import { type Query, queryString } from "@avlu/contract/listing";
import { readItem, STORAGE_KEYS } from "./local-storage";

export type { Query };

/**
 * The one way the SPA calls the API: same host as the page (or VITE_API_URL), JSON in and out
 * (files for uploads and downloads), the bearer token from local storage, and `{ message }`
 * errors turned into ApiError.
 */
const API_BASE = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/+$/, "") ?? "";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage: string | undefined,
    message: string,
    readonly errors?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's message when there is one, else the screen's own fallback text (SPEC §8). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  return fallback;
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

const unauthorizedListeners = new Set<() => void>();
/** Called when a request that carried a token gets 401 (expired or revoked session). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function authHeaders(token: string | null, headers: Record<string, string>): Record<string, string> {
  return token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
}

/** fetch with the API's host, credentials and abort; a failed connection is an ApiError (status 0). */
async function send(method: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${url}`, { ...init, method, credentials: "same-origin" });
  } catch (err) {
    if (isAbortError(err)) throw err;
    throw new ApiError(0, undefined, "Network error: the shop could not be reached");
  }
}

/** The ApiError for a non-OK answer (its `{ message, errors }` body, when it has one). */
function failure(res: Response, data: unknown, token: string | null): ApiError {
  if (res.status === 401 && token) for (const l of unauthorizedListeners) l();
  const body = (data ?? {}) as { message?: unknown; errors?: Array<{ path: string; message: string }> };
  const serverMessage = typeof body.message === "string" ? body.message : undefined;
  return new ApiError(res.status, serverMessage, serverMessage ?? `Request failed (${res.status})`, body.errors);
}

/**
 * The page's language (`<html lang>`), sent as `Accept-Language` with every request: the server
 * writes its messages (errors, confirmations) and the mails a request causes in it (ADR 2000, 2011).
 */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "Accept-Language": lang } : {};
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const token = readItem(STORAGE_KEYS.token);
  const headers = authHeaders(token, {
    Accept: "application/json",
    ...pageLanguage(),
    ...opts.headers,
    ...(opts.body !== undefined ? { "Content-Type": "application/json" } : {}),
  });
  const res = await send(method, `${path}${queryString(opts.query)}`, {
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(res.status, undefined, "Unexpected response from the server");
    }
  }
  if (!res.ok) throw failure(res, data, token);
  return data as T;
}

/** The file name a Content-Disposition header suggests, else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * GET a file (a CSV export needs the bearer token, so a plain link cannot fetch it), with the name
 * the server gives it in Content-Disposition, else `fallbackName`.
 */
async function getBlob(path: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const token = readItem(STORAGE_KEYS.token);
  const res = await send("GET", path, { headers: authHeaders(token, { Accept: "*/*", ...pageLanguage() }) });
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => undefined);
    throw failure(res, data, token);
  }
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get("content-disposition"), fallbackName) };
}

/**
 * Fetches a file and hands it to the browser as a download; resolves with the name it was saved
 * under (the server's Content-Disposition name, else `fallbackName`).
 */
async function download(path: string, fallbackName: string): Promise<string> {
  const { blob, fileName: name } = await getBlob(path, fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Uploads a file as multipart field `image`, reporting progress 0..1. */
function upload<T>(path: string, file: Blob, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    const token = readItem(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    for (const [name, value] of Object.entries(pageLanguage())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, "No response from server"));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const serverMessage = (data as { message?: unknown } | undefined)?.message;
      const msg = typeof serverMessage === "string" ? serverMessage : undefined;
      reject(new ApiError(xhr.status, msg, msg ?? `Upload failed (${xhr.status})`));
    };
    const form = new FormData();
    form.append("image", file);
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, "body">) => request<T>("GET", path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", path, { ...opts, body }),
  del: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("DELETE", path, { ...opts, body }),
  upload,
  getBlob,
  download,
};
