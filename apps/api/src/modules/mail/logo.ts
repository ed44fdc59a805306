import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/** The Content-ID the mails' <img> points at; the PNG travels inside each mail. */
export const LOGO_CID = "logo@avlu";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The storefront's logo: in its build, else in its sources (tests, a server without the storefront built). */
function logoSvg(webDistDir: string): Buffer | undefined {
  const candidates = [
    path.join(webDistDir, "brand", "avlu-logo.svg"),
    path.resolve(here, "../../../../web/public/brand/avlu-logo.svg"),
  ];
  for (const file of candidates) {
    if (fs.existsSync(file)) return fs.readFileSync(file);
  }
  return undefined;
}

/**
 * The shop's logo as a PNG at twice its display size (152 × 44): mail apps do not show SVG, and an
 * image inside the mail shows without the reader allowing remote images. Undefined when the file
 * is missing: the mails then show the shop's name in type.
 */
export async function loadLogo(webDistDir: string): Promise<Buffer | undefined> {
  const svg = logoSvg(webDistDir);
  if (!svg) return undefined;
  try {
    return await sharp(svg, { density: 144 }).resize({ width: 304 }).png().toBuffer();
  } catch {
    return undefined;
  }
}
