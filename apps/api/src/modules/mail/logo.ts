import fs from "node:fs";
import path from "node:path";
import type Sharp from "sharp";
import { API_ROOT } from "../../config.js";
import { loadOnUse } from "../../lib/load-on-use.js";

/** The Content-ID the mails' <img> points at; the PNG travels inside each mail. */
export const LOGO_CID = "logo@avlu";
const loadSharp = loadOnUse<typeof Sharp>("sharp");

/** The storefront's logo: in its build, else in its sources (tests, a server without the storefront built). */
function logoSvg(webDistDir: string): Buffer | undefined {
  const candidates = [
    path.join(webDistDir, "brand", "avlu-logo.svg"),
    path.join(API_ROOT, "..", "web", "public", "brand", "avlu-logo.svg"),
  ];
  for (const file of candidates) {
    if (fs.existsSync(file)) return fs.readFileSync(file);
  }
  return undefined;
}

/**
 * The shop's logo as a PNG at twice its display size (152 × 44): mail apps do not show SVG, and an
 * image inside the mail shows without the reader allowing remote images. Undefined when the file
 * is missing: the mails then show the shop's name in type. Drawn the first time a mail needs it,
 * then kept (the image library is not loaded at start-up, ADR 1512).
 */
export function logoOnUse(webDistDir: string): () => Promise<Buffer | undefined> {
  let png: Promise<Buffer | undefined> | undefined;
  return () => {
    png ??= loadLogo(webDistDir);
    return png;
  };
}

async function loadLogo(webDistDir: string): Promise<Buffer | undefined> {
  const svg = logoSvg(webDistDir);
  if (!svg) return undefined;
  try {
    return await loadSharp()(svg, { density: 144 }).resize({ width: 304 }).png().toBuffer();
  } catch {
    return undefined;
  }
}
