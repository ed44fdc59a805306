import sharp from "sharp";

/** A w × h picture of one colour, encoded as `format` (what the uploads tests send). */
export function solidImage(
  format: "png" | "jpeg" | "gif" | "webp",
  w: number,
  h: number,
  background: { r: number; g: number; b: number },
): Promise<Buffer> {
  return sharp({ create: { width: w, height: h, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}
