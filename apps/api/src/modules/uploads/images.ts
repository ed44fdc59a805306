import type Sharp from "sharp";
import { HttpError } from "../../lib/http-error.js";
import { newId } from "../../lib/ids.js";
import { loadOnUse } from "../../lib/load-on-use.js";
import { publicUrl, type Storage } from "./storage.js";

/** Widths every uploaded picture is stored in; the widest is the image's own address. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
/** Formats accepted on upload (by decoding, never by name or header). SVG is refused: it can carry script. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "tiff", "heif"]);
/** Refuses decompression bombs: at most 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const loadSharp = loadOnUse<typeof Sharp>("sharp");

/** The stored address of a width variant: /uploads/images/<id>-640.webp */
export function variantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

/**
 * Decodes, checks and re-encodes an uploaded picture as WebP in every width, so nothing the
 * client sent (metadata, scripts, polyglot tails) is ever stored. Nothing is written unless all succeed.
 */
export async function storeUploadedImage(
  storage: Storage,
  data: Buffer,
): Promise<{ imageUrl: string; width: number; height: number }> {
  const sharp = loadSharp();
  let meta: Sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
  } catch (err) {
    const msg = err instanceof Error ? err.message : "";
    if (/pixel limit/i.test(msg)) throw new HttpError(413, "Image is too large: at most 40 megapixels");
    throw new HttpError(415, "Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF)");
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new HttpError(415, "Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF)");
  }
  if (!meta.width || !meta.height) throw new HttpError(415, "The image could not be read");
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new HttpError(413, "Image is too large: at most 40 megapixels");

  const id = newId();
  const key = (width?: number) => `images/${id}${width ? `-${width}` : ""}.webp`;
  const outputs: Array<{ key: string; data: Buffer }> = [];
  let full: { data: Buffer; info: Sharp.OutputInfo };
  try {
    const pipeline = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    full = await pipeline()
      .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    outputs.push({ key: key(), data: full.data });
    for (const w of IMAGE_WIDTHS) {
      const out = await pipeline().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      outputs.push({ key: key(w), data: out });
    }
  } catch {
    throw new HttpError(415, "The image could not be decoded");
  }
  const written: string[] = [];
  try {
    for (const o of outputs) {
      await storage.put(o.key, o.data, "image/webp");
      written.push(o.key);
    }
  } catch (err) {
    await Promise.all(written.map((k) => storage.delete(k).catch(() => {})));
    throw err;
  }
  return { imageUrl: publicUrl(key()), width: full.info.width, height: full.info.height };
}
