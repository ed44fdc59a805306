#!/usr/bin/env node
// Generates the home page's pictures and hero films into apps/web/public/media from the SVG
// scenes in scenes.mjs: stills as WebP (sharp), films as WebM (VP9) and MP4 (H.264) from
// rendered frames (ffmpeg), plus a WebP poster of each film's first frame.
//
//   node scripts/media/generate-home-media.mjs            # everything
//   node scripts/media/generate-home-media.mjs --stills   # pictures only (no ffmpeg needed)
//
// Needs ffmpeg with libvpx-vp9 and libx264 for the films (Debian: apt-get install -y ffmpeg).
// Not part of install or test; run it after changing a scene and commit the output.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import * as S from "./scenes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = path.join(root, "apps/web/public/media");
const home = path.join(out, "home");
const menu = path.join(out, "menu");
fs.mkdirSync(home, { recursive: true });
fs.mkdirSync(menu, { recursive: true });

const FPS = 24;
const SECONDS = 6;

/**
 * @param {string} svgText
 * @param {string} file
 * @param {{ width?: number, quality?: number }} [opts]
 */
async function webp(svgText, file, { width, quality = 74 } = {}) {
  let img = sharp(Buffer.from(svgText));
  if (width) img = img.resize({ width });
  await img.webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
  return fs.statSync(file).size;
}

/** @type {Array<[string, () => string, number?]>} */
const stills = [
  ["home/promo-indoor.webp", () => S.promoIndoor()],
  ["home/promo-outdoor.webp", () => S.promoOutdoor()],
  ["home/category-accessories.webp", () => S.categoryAccessories()],
  ["home/category-lighting.webp", () => S.categoryLighting()],
  ["home/category-furniture.webp", () => S.categoryFurniture()],
  ["home/collection-luxembourg.webp", () => S.collectionLuxembourg()],
  ["home/collection-sixties.webp", () => S.collectionSixties()],
  ["home/collection-croissette.webp", () => S.collectionCroissette()],
  ["home/hotspot-terrace.webp", () => S.hotspotTerrace()],
  ["home/hotspot-terrace-800.webp", () => S.hotspotTerrace(), 800],
  ["home/grid-table-1.webp", () => S.gridTable(1)],
  ["home/grid-table-2.webp", () => S.gridTable(2)],
  ["home/grid-table-3.webp", () => S.gridTable(3)],
  ["home/grid-chair-1.webp", () => S.gridChair(1)],
  ["home/grid-chair-2.webp", () => S.gridChair(2)],
  ["home/grid-chair-3.webp", () => S.gridChair(3)],
  ["home/banner-summer.webp", () => S.bannerSummer()],
  ["home/banner-summer-800.webp", () => S.bannerSummer(), 800],
  ["home/block-studio.webp", () => S.blockStudio()],
  ["home/block-partners.webp", () => S.blockPartners()],
  ["home/brand-sifas.webp", () => S.brandSifas()],
  ["home/brand-olta.webp", () => S.brandOlta()],
  ["home/brand-fermob.webp", () => S.brandFermob()],
  ["home/brand-glatz.webp", () => S.brandGlatz()],
  ["menu/cushion.webp", () => S.menuCushion()],
  ["menu/lamp.webp", () => S.menuLamp()],
  ["menu/swing.webp", () => S.menuSwing()],
  ["menu/living-room.webp", () => S.menuLivingRoom()],
];

async function makeStills(only) {
  for (const [name, scene, width] of stills) {
    if (only && !name.includes(only)) continue;
    const size = await webp(scene(), path.join(out, name), { width });
    console.log(`${name.padEnd(36)} ${(size / 1024).toFixed(1)} KB`);
  }
}

async function makeFilm(name, scene) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `avlu-${name}-`));
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    const png = path.join(dir, `f${String(i).padStart(4, "0")}.png`);
    await sharp(Buffer.from(scene(i / (frames - 1))))
      .png({ compressionLevel: 1 })
      .toFile(png);
  }
  const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", path.join(dir, "f%04d.png")];
  const webm = path.join(home, `hero-${name}.webm`);
  const mp4 = path.join(home, `hero-${name}.mp4`);
  execFileSync("ffmpeg", [
    ...input,
    "-an",
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "40",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-pix_fmt",
    "yuv420p",
    webm,
  ]);
  execFileSync("ffmpeg", [
    ...input,
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "29",
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    mp4,
  ]);
  // The poster is the first frame, so the switch from picture to film is seamless.
  const first = fs.readFileSync(path.join(dir, "f0000.png"));
  await sharp(first)
    .webp({ quality: 72, effort: 6 })
    .toFile(path.join(home, `hero-${name}-poster.webp`));
  await sharp(first)
    .resize({ width: 640 })
    .webp({ quality: 70, effort: 6 })
    .toFile(path.join(home, `hero-${name}-poster-640.webp`));
  fs.rmSync(dir, { recursive: true, force: true });
  for (const f of [
    webm,
    mp4,
    path.join(home, `hero-${name}-poster.webp`),
    path.join(home, `hero-${name}-poster-640.webp`),
  ]) {
    console.log(`${path.relative(out, f).padEnd(36)} ${(fs.statSync(f).size / 1024).toFixed(1)} KB`);
  }
}

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith("--only="))?.slice(7);
if (!args.includes("--films")) await makeStills(only);
if (!args.includes("--stills") && !only) {
  await makeFilm("terrace", S.heroTerrace);
  await makeFilm("garden", S.heroGarden);
}
