/**
 * Seed illustrations: small, dependency-free SVG "studio photos" of each furniture type in any
 * colour, line-art technical drawings, and collection tiles.
 *
 * Every piece is drawn once, colour-free, with CSS classes (see BODY); the colour (or the line-art
 * look of a technical drawing) comes from the <style> block, so one drawing serves every colour.
 */
import { colorHex } from "@avlu/contract/catalog";
import { fnv1a } from "../../lib/fnv1a.js";
import { type DemoCollection, type FurnitureType, NAMED_COLORS, TYPICAL_DIMS } from "./catalogue-data.js";

/* ------------------------------------------------------------------ colour helpers */

function rgb(hex: string): [number, number, number] {
  const h = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? "d3d3d3";
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
const toHex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const t = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb(hex).map((v) => v + (t - v) * a));
}
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

/* ------------------------------------------------------------------ drawing primitives */

const p = (c: string, d: string) => `<path class="${c}" d="${d}"/>`;
const r = (c: string, x: number, y: number, w: number, h: number, rx = 0) =>
  `<rect class="${c}" x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""}/>`;
const e = (c: string, cx: number, cy: number, rx: number, ry = rx) =>
  `<ellipse class="${c}" cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`;
/** Mirror of an x coordinate around the centre line x = 400. */
const mx = (x: number) => 800 - x;
/** A path and its mirror image (both drawn). */
const pm = (c: string, d: string) =>
  p(c, d) +
  p(
    c,
    d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${mx(Number(x))} ${y}`),
  );

/*
 * Classes: m main (gradient), d dark shade, l light shade, s main tube, t dark tube (behind),
 * u thin main line, v thin dark line (seams, gaps), w wood, o wood tube, k dark metal, q metal tube,
 * f neutral fabric, g/h leaves, e rope, y lamp glow, z lit diffuser.
 */

interface Body {
  svg: string;
  /** bounding box of the piece in the 800 × 800 frame */
  box: [number, number, number, number];
}

function parasolPanels(apex: [number, number], x0: number, x1: number, y: number, n: number): string {
  const w = (x1 - x0) / n;
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = x0 + w * i;
    s += p(i % 2 ? "d" : "m", `M${apex[0]} ${apex[1]} L${a} ${y} Q${a + w / 2} ${y + 16} ${a + w} ${y} Z`);
  }
  return s;
}

function lines(c: string, n: number, f: (i: number) => string): string {
  let s = "";
  for (let i = 0; i < n; i++) s += p(c, f(i));
  return s;
}

const BODY: Record<FurnitureType, (() => Body)[]> = {
  chair: [
    // bistro folding chair: two curved back slats, slatted seat
    () => ({
      svg:
        p("t", "M332 640 L340 470 L334 255") +
        p("t", "M468 640 L460 470 L466 255") +
        p("m", "M322 262 Q400 282 478 262 L478 300 Q400 320 322 300 Z") +
        p("m", "M322 322 Q400 342 478 322 L478 350 Q400 370 322 350 Z") +
        p("m", "M338 452 L462 452 L502 490 L298 490 Z") +
        lines("v", 3, (i) => `M${330 - i * 12} ${462 + i * 9} L${470 + i * 12} ${462 + i * 9}`) +
        r("d", 298, 490, 204, 12, 4) +
        p("s", "M306 500 L290 640") +
        p("s", "M494 500 L510 640") +
        p("u", "M298 598 L502 598"),
      box: [288, 255, 512, 640],
    }),
    // round-back chair with pierced back panel and ring stretcher
    () => ({
      svg:
        p("t", "M338 640 L346 480") +
        p("t", "M462 640 L454 480") +
        p("m", "M342 470 L338 330 Q338 232 400 232 Q462 232 462 330 L458 470 Z") +
        r("d", 372, 280, 12, 110, 6) +
        r("d", 394, 268, 12, 122, 6) +
        r("d", 416, 280, 12, 110, 6) +
        e("d", 400, 486, 106, 30) +
        e("m", 400, 474, 106, 28) +
        p("s", "M318 492 L304 640") +
        p("s", "M482 492 L496 640") +
        e("u", 400, 586, 90, 14),
      box: [298, 232, 502, 640],
    }),
    // upholstered dining chair on wooden legs
    () => ({
      svg:
        p("o", "M342 500 L348 640") +
        p("o", "M458 500 L452 640") +
        r("m", 328, 248, 144, 226, 44) +
        r("l", 346, 268, 108, 150, 34) +
        p("m", "M300 470 Q400 452 500 470 L506 512 Q400 530 294 512 Z") +
        p("v", "M300 484 Q400 468 500 484") +
        p("o", "M318 516 L306 640") +
        p("o", "M482 516 L494 640"),
      box: [294, 248, 506, 640],
    }),
    // bar stool with low hoop back and footrest
    () => ({
      svg:
        p("t", "M362 346 L346 624") +
        p("t", "M438 346 L454 624") +
        p("s", "M322 332 Q322 252 400 248 Q478 252 478 332") +
        p("u", "M350 326 Q352 282 400 280 Q448 282 450 326") +
        e("d", 400, 344, 98, 26) +
        e("m", 400, 332, 98, 26) +
        p("s", "M338 352 L302 640") +
        p("s", "M462 352 L498 640") +
        e("u", 400, 530, 84, 14),
      box: [300, 248, 500, 640],
    }),
  ],
  armchair: [
    // slatted park armchair (Luxembourg style)
    () => ({
      svg:
        p("t", "M322 640 L336 470") +
        p("t", "M478 640 L464 470") +
        p("m", "M300 246 Q400 222 500 246 L482 444 Q400 458 318 444 Z") +
        lines("v", 5, (i) => `M${340 + i * 30} ${240 - (i === 2 ? 4 : i % 4 ? 2 : 0)} L${344 + i * 28} ${450}`) +
        p("m", "M286 452 Q400 436 514 452 L526 500 Q400 516 274 500 Z") +
        lines("v", 2, (i) => `M${282 - i * 4} ${468 + i * 16} Q400 ${452 + i * 16} ${518 + i * 4} ${468 + i * 16}`) +
        pm("s", "M306 346 Q258 356 262 430 L276 500 L262 640"),
      box: [255, 222, 545, 640],
    }),
    // club armchair, upholstered, wooden feet
    () => ({
      svg:
        p("o", "M262 590 L258 640") +
        p("o", "M538 590 L542 640") +
        p("m", "M262 312 Q262 250 322 250 L478 250 Q538 250 538 312 L538 500 L262 500 Z") +
        r("l", 298, 280, 204, 170, 34) +
        r("d", 252, 500, 296, 92, 14) +
        r("m", 290, 446, 220, 72, 22) +
        r("m", 214, 370, 88, 226, 42) +
        r("m", 498, 370, 88, 226, 42) +
        p("v", "M232 392 Q258 378 284 392") +
        p("v", "M516 392 Q542 378 568 392"),
      box: [214, 250, 586, 640],
    }),
    // rocking armchair, side view
    () => ({
      svg:
        p("s", "M200 598 Q400 690 622 594") +
        p("s", "M304 628 L320 506") +
        p("s", "M540 632 L522 498") +
        p("m", "M288 504 L560 478 Q574 478 574 492 L574 506 L294 534 Z") +
        p("m", "M288 512 L212 272 Q216 248 244 250 L262 254 L334 500 Z") +
        lines("v", 3, (i) => `M${236 + i * 18} ${262 + i * 2} L${298 + i * 12} ${492 - i * 4}`) +
        p("s", "M262 384 Q420 362 556 394 L540 488"),
      box: [200, 248, 622, 640],
    }),
    // low lounge tub armchair (Sixties style)
    () => ({
      svg:
        p("t", "M352 540 L346 622") +
        p("t", "M448 540 L454 622") +
        p("m", "M232 474 C222 330 290 262 400 262 C510 262 578 330 568 474 Z") +
        p("l", "M272 466 C266 352 318 300 400 300 C482 300 534 352 528 466 Z") +
        lines("v", 5, (i) => `M${320 + i * 40} ${i === 2 ? 306 : i % 4 ? 312 : 330} L${320 + i * 40} 440`) +
        r("m", 234, 452, 332, 92, 40) +
        r("l", 262, 438, 276, 40, 20) +
        p("s", "M302 540 L272 640") +
        p("s", "M498 540 L528 640"),
      box: [222, 262, 578, 640],
    }),
  ],
  table: [
    // round bistro table on a pedestal
    () => ({
      svg:
        p("q", "M400 592 Q384 626 292 636") +
        p("q", "M400 592 Q416 626 508 636") +
        p("s", "M400 372 L400 600") +
        e("d", 400, 346, 190, 45) +
        e("m", 400, 332, 190, 45) +
        p("v", "M232 318 Q400 280 568 318"),
      box: [210, 287, 590, 640],
    }),
    // rectangular dining table
    () => ({
      svg:
        p("t", "M240 390 L240 600") +
        p("t", "M560 390 L560 600") +
        p("m", "M226 322 L574 322 L640 386 L160 386 Z") +
        lines("v", 4, (i) => `M${300 + i * 66} 326 L${268 + i * 88} 382`) +
        r("d", 160, 386, 480, 18, 3) +
        p("s", "M186 404 L186 640") +
        p("s", "M614 404 L614 640"),
      box: [160, 322, 640, 640],
    }),
    // low round coffee table on three legs
    () => ({
      svg:
        p("t", "M400 524 L400 616") +
        e("d", 400, 490, 212, 56) +
        e("m", 400, 474, 212, 56) +
        e("l", 400, 466, 150, 32) +
        p("s", "M292 516 L272 640") +
        p("s", "M508 516 L528 640"),
      box: [188, 418, 612, 640],
    }),
    // high table with column and round base
    () => ({
      svg:
        e("k", 400, 630, 112, 16) +
        p("s", "M400 290 L400 620") +
        e("u", 400, 520, 60, 10) +
        e("d", 400, 264, 150, 36) +
        e("m", 400, 252, 150, 36),
      box: [250, 216, 550, 640],
    }),
  ],
  bench: [
    // slatted bench with back and arms
    () => ({
      svg:
        p("t", "M196 640 L204 440") +
        p("t", "M604 640 L596 440") +
        p("t", "M206 440 L206 266") +
        p("t", "M594 440 L594 266") +
        lines("m", 3, (i) => `M200 ${268 + i * 50} L600 ${268 + i * 50} L600 ${302 + i * 50} L200 ${302 + i * 50} Z`) +
        p("m", "M170 440 L630 440 L652 492 L148 492 Z") +
        lines("v", 2, (i) => `M${164 - i * 6} ${458 + i * 16} L${636 + i * 6} ${458 + i * 16}`) +
        r("d", 148, 492, 504, 14, 4) +
        pm("s", "M212 352 L158 362 Q144 366 146 384 L156 640"),
      box: [140, 266, 660, 640],
    }),
    // backless bench
    () => ({
      svg:
        p("t", "M218 480 L214 606") +
        p("t", "M582 480 L586 606") +
        p("m", "M176 440 L624 440 L652 472 L148 472 Z") +
        lines("v", 3, (i) => `M${170 - i * 7} ${448 + i * 8} L${630 + i * 7} ${448 + i * 8}`) +
        r("d", 148, 472, 504, 22, 4) +
        p("u", "M186 582 L614 582") +
        p("s", "M188 494 L178 640") +
        p("s", "M612 494 L622 640"),
      box: [148, 440, 652, 640],
    }),
    // upholstered, button-tufted bench on wooden legs
    () => ({
      svg:
        p("o", "M236 560 L236 622") +
        p("o", "M564 560 L564 622") +
        r("m", 176, 462, 448, 104, 34) +
        p("l", "M200 476 Q400 458 600 476 L600 492 Q400 474 200 492 Z") +
        lines("d", 5, (i) => `M${262 + i * 69} 510 a6 6 0 1 0 0.1 0 Z`) +
        p("o", "M210 562 L204 640") +
        p("o", "M590 562 L596 640"),
      box: [176, 458, 624, 640],
    }),
    // storage bench with teak lid
    () => ({
      svg:
        r("m", 182, 428, 436, 196, 6) +
        lines("v", 8, (i) => `M${230 + i * 48} 446 L${230 + i * 48} 608`) +
        r("w", 168, 406, 464, 28, 6) +
        r("k", 374, 458, 52, 12, 6) +
        r("d", 192, 622, 416, 18, 3),
      box: [168, 406, 632, 640],
    }),
  ],
  lounger: [
    // sun lounger with wheels, side view
    () => ({
      svg:
        p("t", "M560 458 L536 520") +
        p("m", "M168 502 L506 502 L512 526 L168 526 Z") +
        p("m", "M496 506 L604 372 L626 388 L516 526 Z") +
        lines("v", 10, (i) => `M${200 + i * 30} 504 L${200 + i * 30} 524`) +
        p("s", "M194 528 L194 624") +
        p("s", "M470 528 L514 602") +
        e("k", 520, 610, 30) +
        e("l", 520, 610, 9),
      box: [168, 372, 626, 640],
    }),
    // wooden deckchair with fabric sling, side view
    () => ({
      svg:
        p("o", "M262 640 L488 418") +
        p("m", "M374 296 Q390 566 544 552 L550 530 Q414 540 398 290 Z") +
        p("l", "M384 300 Q398 552 546 544 L547 538 Q406 544 392 298 Z") +
        p("o", "M606 640 L370 270") +
        p("o", "M440 482 L520 520"),
      box: [262, 270, 606, 640],
    }),
    // daybed with cushions
    () => ({
      svg:
        r("d", 136, 344, 528, 140, 16) +
        r("l", 176, 374, 142, 104, 30) +
        r("l", 329, 374, 142, 104, 30) +
        r("l", 482, 374, 142, 104, 30) +
        r("m", 148, 464, 504, 66, 20) +
        r("d", 140, 526, 520, 54, 8) +
        p("o", "M170 580 L166 640") +
        p("o", "M630 580 L634 640"),
      box: [136, 344, 664, 640],
    }),
    // sculptural chaise longue, side view
    () => ({
      svg:
        p("s", "M232 584 L220 640") +
        p("s", "M470 566 L496 640") +
        p("u", "M214 640 L504 640") +
        p("m", "M176 552 Q300 590 420 540 Q512 498 548 360 L596 372 Q566 530 444 584 Q300 636 172 590 Z") +
        p("l", "M190 560 Q300 594 420 548 Q508 506 552 372 L566 376 Q530 516 428 560 Q300 604 188 570 Z"),
      box: [172, 360, 596, 640],
    }),
  ],
  sofa: [
    // two-seater sofa, upholstered
    () => ({
      svg:
        p("o", "M196 590 L190 640") +
        p("o", "M604 590 L610 640") +
        r("m", 170, 288, 460, 236, 32) +
        r("l", 214, 318, 180, 152, 28) +
        r("l", 406, 318, 180, 152, 28) +
        r("d", 180, 504, 440, 88, 12) +
        r("m", 212, 462, 186, 62, 18) +
        r("m", 402, 462, 186, 62, 18) +
        r("m", 138, 398, 84, 196, 38) +
        r("m", 578, 398, 84, 196, 38),
      box: [138, 288, 662, 640],
    }),
    // low three-seater outdoor sofa
    () => ({
      svg:
        r("k", 104, 596, 22, 44) +
        r("k", 674, 596, 22, 44) +
        r("m", 112, 362, 576, 160, 14) +
        r("l", 164, 388, 152, 110, 22) +
        r("l", 324, 388, 152, 110, 22) +
        r("l", 484, 388, 152, 110, 22) +
        r("d", 150, 520, 500, 80, 6) +
        r("l", 156, 484, 160, 50, 14) +
        r("l", 320, 484, 160, 50, 14) +
        r("l", 484, 484, 160, 50, 14) +
        r("m", 90, 420, 72, 180, 12) +
        r("m", 638, 420, 72, 180, 12),
      box: [90, 362, 710, 640],
    }),
    // slatted metal sofa with arms
    () => ({
      svg:
        p("t", "M232 640 L244 470") +
        p("t", "M568 640 L556 470") +
        p("m", "M206 258 Q400 234 594 258 L578 448 Q400 460 222 448 Z") +
        lines("v", 9, (i) => `M${246 + i * 38} ${250 - (i % 8 ? 4 : 0)} L${250 + i * 37.5} 452`) +
        p("m", "M190 454 Q400 438 610 454 L624 504 Q400 520 176 504 Z") +
        lines("v", 2, (i) => `M${184 - i * 4} ${470 + i * 16} Q400 ${454 + i * 16} ${616 + i * 4} ${470 + i * 16}`) +
        pm("s", "M212 346 Q164 356 168 430 L180 500 L166 640"),
      box: [160, 234, 640, 640],
    }),
    // rounded-back sofa with channel tufting
    () => ({
      svg:
        e("k", 206, 606, 16, 34) +
        e("k", 594, 606, 16, 34) +
        p("m", "M146 476 Q146 276 400 266 Q654 276 654 476 Z") +
        lines("v", 5, (i) => `M${240 + i * 80} ${300 + Math.abs(i - 2) * 14} L${240 + i * 80} 460`) +
        r("d", 146, 470, 508, 124, 44) +
        r("l", 182, 446, 436, 64, 28),
      box: [146, 266, 654, 640],
    }),
  ],
  lamp: [
    // portable lantern with handle
    () => ({
      svg:
        e("y", 400, 440, 230) +
        p("s", "M362 300 Q362 238 400 238 Q438 238 438 300") +
        p("m", "M350 290 L450 290 L480 314 L320 314 Z") +
        r("z", 336, 316, 128, 240, 20) +
        e("y", 400, 436, 40, 80) +
        p("u", "M368 318 L368 554") +
        p("u", "M432 318 L432 554") +
        r("m", 320, 552, 160, 62, 12) +
        r("d", 330, 612, 140, 28, 8),
      box: [320, 238, 480, 640],
    }),
    // tripod floor lamp with drum shade
    () => ({
      svg:
        e("y", 400, 380, 240, 170) +
        p("o", "M400 352 L400 618") +
        p("o", "M400 352 L312 640") +
        p("o", "M400 352 L488 640") +
        p("m", "M298 214 L502 214 L532 358 L268 358 Z") +
        p("l", "M298 214 L502 214 L506 232 L294 232 Z") +
        e("z", 400, 358, 132, 16),
      box: [268, 214, 532, 640],
    }),
    // table lamp: ceramic ball base, linen shade
    () => ({
      svg:
        e("y", 400, 360, 230, 160) +
        r("k", 392, 404, 16, 40) +
        e("d", 400, 628, 60, 12) +
        e("m", 400, 530, 108) +
        e("l", 364, 494, 30, 22) +
        p("f", "M300 262 L500 262 L542 408 L258 408 Z") +
        e("z", 400, 408, 142, 16),
      box: [258, 262, 542, 640],
    }),
    // glowing globe on a small base
    () => ({
      svg:
        e("y", 400, 430, 250) +
        p("u", "M370 262 Q400 232 430 262") +
        e("z", 400, 432, 172) +
        e("n", 400, 432, 172) +
        e("hi", 346, 366, 62, 42) +
        r("d", 324, 600, 152, 40, 16),
      box: [228, 240, 572, 640],
    }),
  ],
  parasol: [
    // round parasol on a cross base
    () => ({
      svg:
        p("q", "M400 190 L400 620") +
        r("k", 392, 420, 16, 34, 4) +
        p("k", "M312 640 L488 640 L472 620 L328 620 Z") +
        parasolPanels([400, 196], 150, 650, 300, 8) +
        e("d", 400, 190, 9),
      box: [150, 181, 650, 640],
    }),
    // square parasol with volant, two faces visible
    () => ({
      svg:
        p("q", "M400 200 L400 620") +
        r("k", 340, 612, 120, 28, 4) +
        p("m", "M400 200 L160 312 L400 334 Z") +
        p("d", "M400 200 L640 312 L400 334 Z") +
        p("l", "M160 312 L400 334 L400 362 L160 340 Z") +
        p("m", "M400 334 L640 312 L640 340 L400 362 Z") +
        e("d", 400, 196, 9),
      box: [160, 187, 640, 640],
    }),
    // cantilever parasol with cross base
    () => ({
      svg:
        p("k", "M132 640 L372 640 L352 620 L152 620 Z") +
        p("q", "M252 626 L252 236") +
        p("q", "M252 246 Q262 150 480 164") +
        p("q", "M480 296 L480 330") +
        p("m", "M480 170 L250 282 L480 304 Z") +
        p("d", "M480 170 L710 282 L480 304 Z") +
        p("l", "M250 282 L480 304 L480 326 L250 304 Z") +
        p("m", "M480 304 L710 282 L710 304 L480 326 Z"),
      box: [132, 150, 710, 640],
    }),
    // closed parasol in its protective cover, on a granite base
    () => ({
      svg:
        p("q", "M400 150 L400 612") +
        p("m", "M400 162 Q432 204 434 300 L420 472 Q400 484 380 472 L366 300 Q368 204 400 162 Z") +
        p("v", "M400 178 L400 470") +
        r("d", 370, 284, 60, 12, 6) +
        r("d", 376, 404, 48, 12, 6) +
        r("k", 300, 612, 200, 28, 6) +
        e("k", 400, 612, 100, 14),
      box: [300, 150, 500, 640],
    }),
  ],
  pouf: [
    // round pouf
    () => ({
      svg:
        p("m", "M240 470 L240 596 A160 40 0 0 0 560 596 L560 470 Z") +
        lines(
          "v",
          3,
          (i) => `M${300 + i * 100} ${506 + (i === 1 ? 6 : 0)} L${300 + i * 100} ${628 + (i === 1 ? 8 : 0)}`,
        ) +
        e("l", 400, 470, 160, 40) +
        p("v", "M240 596 A160 40 0 0 0 560 596"),
      box: [240, 430, 560, 640],
    }),
    // cube pouf with handle
    () => ({
      svg:
        p("d", "M488 454 L560 408 L560 586 L488 632 Z") +
        p("l", "M272 454 L344 408 L560 408 L488 454 Z") +
        r("m", 266, 452, 226, 182, 16) +
        p("v", "M284 470 L474 470 L474 616 L284 616 Z") +
        p("u", "M510 500 Q526 484 540 490"),
      box: [266, 408, 560, 634],
    }),
    // bean bag
    () => ({
      svg:
        p(
          "m",
          "M230 604 C196 524 252 400 362 382 C432 370 522 392 562 462 C602 532 592 604 542 626 C460 650 300 652 230 604 Z",
        ) +
        p("l", "M300 432 C362 402 470 408 522 452 C470 474 360 472 300 432 Z") +
        p("v", "M262 560 C330 600 470 600 560 560") +
        p("v", "M362 382 C380 420 380 450 400 470"),
      box: [212, 370, 596, 646],
    }),
    // woven rope drum pouf
    () => ({
      svg:
        p("m", "M270 448 L270 600 A130 34 0 0 0 530 600 L530 448 Z") +
        lines("v", 8, (i) => `M270 ${466 + i * 18} A130 34 0 0 0 530 ${466 + i * 18}`) +
        e("l", 400, 448, 130, 34) +
        e("v", 400, 448, 86, 22) +
        e("v", 400, 448, 40, 10),
      box: [270, 414, 530, 634],
    }),
  ],
  swing: [
    // hanging egg chair on a C stand
    () => ({
      svg:
        e("k", 420, 630, 124, 14) +
        p("q", "M486 624 Q620 540 574 272 Q548 128 400 124") +
        p("e", "M400 124 L400 206") +
        p(
          "m",
          "M400 200 C292 200 252 330 262 430 C272 530 332 582 400 582 C468 582 528 530 538 430 C548 330 508 200 400 200 Z",
        ) +
        lines("v", 6, (i) => {
          const w = [92, 122, 134, 138, 126, 94][i] as number;
          return `M${400 - w} ${262 + i * 56} Q400 ${280 + i * 56} ${400 + w} ${262 + i * 56}`;
        }) +
        p("d", "M290 436 C290 292 510 292 510 436 C510 540 290 540 290 436 Z") +
        r("f", 336, 338, 128, 118, 44) +
        e("f", 400, 490, 106, 28),
      box: [262, 116, 582, 640],
    }),
    // porch swing bench on an A-frame
    () => ({
      svg:
        p("t", "M232 640 L226 206") +
        p("t", "M568 640 L574 206") +
        p("s", "M150 640 L216 200") +
        p("s", "M650 640 L584 200") +
        p("s", "M196 198 L604 198") +
        p("e", "M290 206 L290 420") +
        p("e", "M510 206 L510 420") +
        lines("m", 2, (i) => `M286 ${372 + i * 38} L514 ${372 + i * 38} L514 ${398 + i * 38} L286 ${398 + i * 38} Z`) +
        p("m", "M282 468 L518 468 L534 500 L266 500 Z") +
        r("d", 266, 500, 268, 10, 3) +
        pm("s", "M292 430 L262 438 L266 500"),
      box: [150, 190, 650, 640],
    }),
    // hammock on a steel stand
    () => ({
      svg:
        p("s", "M190 630 L610 630") +
        p("s", "M226 630 L110 330") +
        p("s", "M574 630 L690 330") +
        p("t", "M180 640 L272 640") +
        p("t", "M528 640 L620 640") +
        p("e", "M110 330 L196 404") +
        p("e", "M690 330 L604 404") +
        p("m", "M196 404 Q400 566 604 404 Q400 624 196 404 Z") +
        p("l", "M210 416 Q400 566 590 416 Q400 590 210 416 Z") +
        p("o", "M186 396 L206 414") +
        p("o", "M614 396 L594 414"),
      box: [104, 326, 696, 640],
    }),
    // hanging macramé rope chair
    () => ({
      svg:
        e("q", 400, 110, 14) +
        p("e", "M400 124 L268 258") +
        p("e", "M400 124 L532 258") +
        p("m", "M272 262 L528 262 L562 458 Q400 540 238 458 Z") +
        lines("v", 4, (i) => `M${300 + i * 66} 270 L${270 + i * 86} 500`) +
        lines("v", 4, (i) => `M${300 + i * 66} 270 L${330 + i * 46} 500`) +
        r("o", 256, 252, 288, 14, 7) +
        e("f", 400, 452, 138, 30) +
        lines("e", 6, (i) => `M${300 + i * 40} ${510 + (i % 5 ? 8 : 0)} l0 40`),
      box: [238, 96, 562, 640],
    }),
  ],
  cushion: [
    // square throw cushion
    () => ({
      svg:
        p("m", "M232 304 Q400 282 568 304 Q592 466 568 628 Q400 608 232 628 Q208 466 232 304 Z") +
        e("hi", 360, 410, 120, 84) +
        p("v", "M232 304 L262 330 M568 304 L538 330 M232 628 L262 602 M568 628 L538 602"),
      box: [210, 282, 590, 630],
    }),
    // two stacked seat pads with ties
    () => ({
      svg:
        p("d", "M176 560 Q400 574 624 560 L624 580 Q400 596 176 580 Z") +
        p("m", "M214 498 Q400 486 586 498 L624 560 Q400 574 176 560 Z") +
        p("d", "M176 600 Q400 614 624 600 L624 622 Q400 638 176 622 Z") +
        p("m", "M214 540 Q400 528 586 540 L624 600 Q400 614 176 600 Z") +
        p("u", "M236 500 Q214 476 188 484 M564 500 Q586 476 612 484") +
        lines("d", 3, (i) => `M${320 + i * 80} 526 a5 5 0 1 0 0.1 0 Z`),
      box: [176, 476, 624, 638],
    }),
    // lumbar cushion with a stripe
    () => ({
      svg:
        p("m", "M182 424 Q400 402 618 424 Q636 520 618 614 Q400 596 182 614 Q164 520 182 424 Z") +
        p("l", "M172 486 Q400 470 628 486 L630 514 Q400 498 170 514 Z") +
        p("l", "M170 540 Q400 524 630 540 L628 556 Q400 540 172 556 Z") +
        p("v", "M182 424 L206 446 M618 424 L594 446 M182 614 L206 592 M618 614 L594 592"),
      box: [166, 402, 634, 616],
    }),
    // round tufted floor cushion
    () => ({
      svg:
        p("d", "M180 540 L180 582 A220 58 0 0 0 620 582 L620 540 Z") +
        e("m", 400, 540, 220, 58) +
        lines(
          "v",
          4,
          (i) =>
            `M${400 + Math.cos((i * Math.PI) / 4) * 200} ${540 + Math.sin((i * Math.PI) / 4) * 52} L${400 - Math.cos((i * Math.PI) / 4) * 200} ${540 - Math.sin((i * Math.PI) / 4) * 52}`,
        ) +
        e("d", 400, 540, 12, 6),
      box: [180, 482, 620, 640],
    }),
  ],
  bed: [
    // upholstered headboard double bed
    () => ({
      svg:
        r("m", 176, 246, 448, 270, 40) +
        lines("v", 6, (i) => `M${240 + i * 64} 270 L${240 + i * 64} 450`) +
        r("d", 150, 508, 500, 86, 12) +
        r("f", 204, 398, 178, 76, 30) +
        r("f", 418, 398, 178, 76, 30) +
        p("f", "M160 462 L640 462 L652 586 L148 586 Z") +
        p("l", "M152 532 L648 532 L652 586 L148 586 Z") +
        p("o", "M176 594 L172 640") +
        p("o", "M624 594 L628 640"),
      box: [148, 246, 652, 640],
    }),
    // wooden frame bed with slatted headboard
    () => ({
      svg:
        r("m", 180, 276, 440, 210, 8) +
        lines("v", 7, (i) => `M${235 + i * 55} 290 L${235 + i * 55} 478`) +
        r("m", 162, 258, 34, 382, 6) +
        r("m", 604, 258, 34, 382, 6) +
        r("f", 200, 450, 400, 92, 16) +
        r("f", 226, 410, 160, 62, 26) +
        r("f", 414, 410, 160, 62, 26) +
        r("m", 150, 530, 500, 60, 8),
      box: [150, 258, 650, 640],
    }),
    // three-sided daybed
    () => ({
      svg:
        r("m", 140, 330, 520, 200, 20) +
        r("l", 190, 372, 130, 100, 30) +
        r("l", 335, 372, 130, 100, 30) +
        r("l", 480, 372, 130, 100, 30) +
        r("f", 172, 466, 456, 72, 18) +
        r("d", 150, 532, 500, 56, 8) +
        r("m", 118, 398, 64, 192, 24) +
        r("m", 618, 398, 64, 192, 24) +
        p("o", "M170 590 L166 640") +
        p("o", "M630 590 L634 640"),
      box: [118, 330, 682, 640],
    }),
    // canopy bed with a steel frame
    () => ({
      svg:
        p("t", "M232 600 L232 182") +
        p("t", "M568 600 L568 182") +
        p("t", "M232 182 L568 182 M172 152 L232 182 M628 152 L568 182") +
        r("m", 232, 372, 336, 130, 10) +
        r("f", 248, 430, 140, 56, 24) +
        r("f", 412, 430, 140, 56, 24) +
        p("f", "M188 474 L612 474 L624 580 L176 580 Z") +
        p("l", "M180 530 L620 530 L624 580 L176 580 Z") +
        p("s", "M172 640 L172 152 L628 152 L628 640"),
      box: [162, 142, 638, 640],
    }),
  ],
  sideboard: [
    // sideboard with three doors on wooden legs
    () => ({
      svg:
        p("o", "M176 560 L166 640") +
        p("o", "M624 560 L634 640") +
        r("m", 140, 362, 520, 200, 8) +
        p("v", "M313 374 L313 550 M487 374 L487 550") +
        lines("k", 3, (i) => `M${292 + i * 174} 430 l0 60`) +
        r("w", 132, 348, 536, 18, 4),
      box: [132, 348, 668, 640],
    }),
    // chest of drawers
    () => ({
      svg:
        r("d", 238, 604, 324, 36, 4) +
        r("m", 230, 300, 340, 306, 8) +
        lines("v", 2, (i) => `M242 ${404 + i * 100} L558 ${404 + i * 100}`) +
        lines("w", 6, (i) => `M${330 + (i % 2) * 140} ${346 + Math.floor(i / 2) * 100} a9 9 0 1 0 0.1 0 Z`) +
        r("w", 220, 288, 360, 18, 4),
      box: [220, 288, 580, 640],
    }),
    // bedside table
    () => ({
      svg:
        p("o", "M296 550 L288 640") +
        p("o", "M504 550 L512 640") +
        r("m", 276, 376, 248, 180, 10) +
        r("l", 292, 392, 216, 62, 6) +
        e("w", 400, 423, 10) +
        r("d", 292, 468, 216, 74, 4) +
        r("w", 310, 512, 110, 14, 3) +
        r("f", 318, 498, 96, 14, 3),
      box: [276, 376, 524, 640],
    }),
    // open shelving unit with books and a plant
    () => ({
      svg:
        r("w", 280, 196, 22, 94, 3) +
        r("x", 304, 210, 18, 80, 3) +
        r("f", 324, 204, 20, 86, 3) +
        r("f", 470, 184, 22, 106, 3) +
        e("f", 470, 370, 26, 32) +
        r("w", 450, 474, 40, 40, 6) +
        e("g", 470, 456, 30) +
        r("x", 300, 604, 120, 22, 3) +
        r("w", 306, 582, 110, 22, 3) +
        lines(
          "m",
          4,
          (i) => `M240 ${290 + i * 112} L560 ${290 + i * 112} L560 ${304 + i * 112} L240 ${304 + i * 112} Z`,
        ) +
        r("m", 230, 150, 20, 490, 4) +
        r("m", 550, 150, 20, 490, 4) +
        r("m", 230, 150, 340, 16, 4),
      box: [230, 150, 570, 640],
    }),
  ],
  planter: [
    // round pot with a leafy plant
    () => ({
      svg:
        e("h", 330, 330, 74) +
        e("h", 470, 320, 78) +
        e("g", 400, 262, 84) +
        e("g", 302, 392, 54) +
        e("g", 500, 396, 56) +
        e("h", 410, 360, 70) +
        p("m", "M272 410 L528 410 L500 628 Q400 644 300 628 Z") +
        r("l", 258, 396, 284, 30, 10),
      box: [248, 178, 552, 640],
    }),
    // long planter box with a clipped hedge
    () => ({
      svg:
        lines("h", 5, (i) => `M${180 + i * 90} 430 a50 56 0 1 1 100 0 Z`) +
        lines("g", 4, (i) => `M${225 + i * 90} 430 a50 64 0 1 1 100 0 Z`) +
        r("m", 172, 430, 456, 190, 8) +
        lines("v", 6, (i) => `M${236 + i * 66} 450 L${236 + i * 66} 604`) +
        r("l", 160, 418, 480, 24, 6) +
        r("d", 184, 620, 36, 20) +
        r("d", 580, 620, 36, 20),
      box: [160, 340, 640, 640],
    }),
    // raised planter on legs with herbs
    () => ({
      svg:
        p("t", "M238 480 L228 612") +
        p("t", "M562 480 L572 612") +
        lines("g", 6, (i) => `M${200 + i * 70} 392 a36 ${40 + (i % 3) * 10} 0 1 1 72 0 Z`) +
        p("m", "M176 390 L624 390 L596 500 L204 500 Z") +
        r("l", 166, 380, 468, 20, 6) +
        p("s", "M214 494 L190 640") +
        p("s", "M586 494 L610 640"),
      box: [166, 300, 634, 640],
    }),
    // tall column pot with an olive tree
    () => ({
      svg:
        p(
          "x",
          "M394 384 L392 270 Q388 230 356 196 L364 190 Q392 220 400 250 Q408 212 440 186 L448 192 Q414 224 408 270 L406 384 Z",
        ) +
        e("h", 320, 196, 64, 46) +
        e("h", 486, 176, 62, 46) +
        e("g", 400, 140, 84, 56) +
        e("g", 330, 150, 52, 36) +
        e("g", 470, 222, 56, 34) +
        e("h", 402, 196, 46, 28) +
        e("g", 316, 238, 40, 26) +
        p("m", "M322 384 L478 384 L458 630 L342 630 Z") +
        r("l", 312, 372, 176, 22, 6),
      box: [256, 84, 548, 640],
    }),
  ],
};

function body(type: FurnitureType, variant: number): Body {
  const list = BODY[type] ?? BODY.chair;
  const draw = list[((variant % list.length) + list.length) % list.length] ?? list[0];
  return (draw as () => Body)();
}

/* ------------------------------------------------------------------ product picture */

function colourStyle(hex: string): { defs: string; css: string } {
  const main = /^#[0-9a-f]{6}$/i.test(hex) ? hex : "#D3D3D3";
  const dark = shade(main, -0.32);
  const light = shade(main, 0.28);
  const line = luminance(main) > 0.8 ? shade(main, -0.4) : shade(main, -0.22);
  const defs =
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${main}"/><stop offset="1" stop-color="${shade(main, -0.12)}"/></linearGradient>` +
    `<radialGradient id="y"><stop offset="0" stop-color="#FFE3A3" stop-opacity=".75"/><stop offset="1" stop-color="#FFE3A3" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#3a2e22" stop-opacity=".28"/><stop offset="1" stop-color="#3a2e22" stop-opacity="0"/></radialGradient>`;
  const css =
    `.m{fill:url(#m);stroke:${line};stroke-width:2}.d{fill:${dark}}.l{fill:${light};stroke:${line};stroke-width:1.5}` +
    `.s,.t,.u,.v,.o,.q,.e{fill:none;stroke-linecap:round;stroke-linejoin:round}.s{stroke:${main};stroke-width:13}` +
    `.t{stroke:${dark};stroke-width:11}.u{stroke:${main};stroke-width:6}.v{stroke:${dark};stroke-width:3;opacity:.55}` +
    `.w{fill:#C89F72;stroke:#9A7450;stroke-width:2}.x{fill:#8E6642}.o{stroke:#A57C52;stroke-width:11}` +
    `.k{fill:#4A4F55}.q{stroke:#5C6168;stroke-width:10}.f{fill:#F6F1E8;stroke:#D8CDBD;stroke-width:2}` +
    `.g{fill:#6F9A55}.h{fill:#4E7A40}.e{stroke:#B9A98F;stroke-width:4}.y{fill:url(#y)}.n{fill:url(#m);opacity:.55}.hi{fill:#fff;opacity:.1}.z{fill:#FFF4D8;stroke:${line};stroke-width:2}`;
  return { defs, css };
}

function svgOpen(size: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><title>${escapeXml(title)}</title>`;
}

function typeLabel(type: FurnitureType): string {
  return type === "sideboard" ? "Cabinet" : type[0]?.toUpperCase() + type.slice(1);
}

const DROP_SHADOW =
  '<filter id="ds" x="-10%" y="-10%" width="120%" height="125%"><feGaussianBlur in="SourceAlpha" stdDeviation="3"/>' +
  '<feOffset dy="3"/><feComponentTransfer><feFuncA type="linear" slope=".3"/></feComponentTransfer>' +
  '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>';

/** The piece scaled to fit maxW × maxH (at most `maxK` times), centred on cx and standing on `floor`, with its shadow. */
function stage(b: Body, cx: number, floor: number, maxW: number, maxH: number, maxK: number): string {
  const [x0, y0, x1, y1] = b.box;
  const k = Math.min(maxW / (x1 - x0), maxH / (y1 - y0), maxK);
  const tx = cx - ((x0 + x1) / 2) * k;
  const ty = floor - y1 * k;
  const w = ((x1 - x0) * k) / 2 + 24 * k;
  return (
    `<ellipse cx="${cx}" cy="${floor + 3}" rx="${w.toFixed(0)}" ry="${Math.max(14, w / 9).toFixed(0)}" fill="url(#sh)"/>` +
    `<g filter="url(#ds)" transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${k.toFixed(3)})">${b.svg}</g>`
  );
}

/** A studio-style picture of one piece in one colour (800 × 800). */
export function productSvg(type: FurnitureType, variant: number, hex: string, colorName: string): string {
  const b = body(type, variant);
  const { defs, css } = colourStyle(hex);
  const pale = luminance(hex) > 0.8;
  const bg = pale ? ["#EEE9E1", "#E4DDD2", "#D9D1C4"] : ["#F7F4EF", "#EFEAE2", "#E6DFD4"];
  return (
    svgOpen(800, `${typeLabel(type)} in ${colorName}`) +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset=".78" stop-color="${bg[1]}"/><stop offset="1" stop-color="${bg[2]}"/></linearGradient>${defs}${DROP_SHADOW}</defs>` +
    `<style>${css}</style><rect width="800" height="800" fill="url(#bg)"/>${stage(b, 400, 680, 600, 560, 1.5)}</svg>`
  );
}

/* ------------------------------------------------------------------ collection tile */

const DARK_ACCENTS = [
  "Anthracite",
  "Deep blue",
  "Liquorice",
  "Chili",
  "Cedar green",
  "Black Cherry",
  "Candied orange",
  "Red ochre",
];
const LIGHT_ACCENTS = ["Cotton white", "Frosted Lemon", "Marshmallow", "Ice mint", "Honey", "Maya blue", "Clay Grey"];

/** A square tile for the collections grid (600 × 600): a palette backdrop and the collection's typical piece. */
export function collectionTileSvg(c: DemoCollection): string {
  const h = fnv1a(`${c.brand}/${c.name}`);
  const backName = NAMED_COLORS[h % NAMED_COLORS.length] as string;
  const back = colorHex(backName);
  const accents = luminance(back) < 0.5 ? LIGHT_ACCENTS : DARK_ACCENTS;
  const pieceName = accents[(h >>> 8) % accents.length] as string;
  const b = body(c.type, c.variant);
  const { defs, css } = colourStyle(colorHex(pieceName));
  return (
    svgOpen(600, `${c.name} collection`) +
    `<defs>${defs}${DROP_SHADOW}<radialGradient id="bk" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="${shade(back, 0.22)}"/><stop offset="1" stop-color="${shade(back, -0.08)}"/></radialGradient></defs>` +
    `<style>${css}</style><rect width="600" height="600" fill="url(#bk)"/>` +
    `<rect y="470" width="600" height="130" fill="${shade(back, -0.12)}" opacity=".5"/>` +
    `${stage(b, 300, 510, 420, 400, 1.2)}</svg>`
  );
}

/* ------------------------------------------------------------------ technical drawing */

/**
 * Profiles in unit coordinates, x 0 … 1 across the view, y 0 (floor) … 1 (top), for the view
 * that the picture does not show: the side of pieces drawn from the front, the front of pieces
 * drawn from the side (SIDE_DRAWN). Types without one are round or symmetric: both views show the picture.
 */
const PROFILE: Record<string, string[]> = {
  chair: ["M0.05 0 L0.15 0.55 L0 1", "M0.12 0.55 L1 0.55 L1 0.5 L0.13 0.5", "M0.95 0.52 L1 0"],
  "chair/3": ["M0 0 L0.2 1 L0.8 1 L1 0", "M0.1 0.45 L0.9 0.45", "M0.15 1 L0.1 0.92 L0.9 0.92 L0.85 1"],
  armchair: [
    "M0.22 0.42 L0.98 0.46 L0.98 0.51 L0.22 0.47 Z",
    "M0.22 0.42 L0.02 0.98 L0.1 1 L0.3 0.47 Z",
    "M0.25 0.42 L0.05 0",
    "M1 0 L0.95 0.72 L0.15 0.74",
  ],
  "armchair/2": [
    "M0.12 0.02 L0.12 0.5 M0.88 0.02 L0.88 0.5",
    "M0 0.5 L1 0.5 L1 0.56 L0 0.56 Z",
    "M0.1 0.56 L0.1 1 L0.9 1 L0.9 0.56",
    "M0 0.75 L0.1 0.75 M0.9 0.75 L1 0.75 M0 0.75 L0 0.5 M1 0.75 L1 0.5",
    "M0 0 L0.25 0.04 M0.75 0.04 L1 0",
  ],
  bench: ["M0.05 0 L0.15 0.52 L0 1", "M0.12 0.52 L1 0.52 L1 0.47 L0.13 0.47", "M0.95 0.5 L1 0", "M0.1 0.75 L0.95 0.75"],
  "bench/1": ["M0 0.9 L1 0.9 L1 1 L0 1 Z", "M0.1 0.9 L0.05 0 M0.9 0.9 L0.95 0", "M0.08 0.3 L0.92 0.3"],
  "bench/2": ["M0 0.25 L1 0.25 L1 1 L0 1 Z", "M0.1 0.25 L0.08 0 M0.9 0.25 L0.92 0"],
  "bench/3": [
    "M0 0.05 L1 0.05 L1 0.9 L0 0.9 Z",
    "M-0.02 0.9 L1.02 0.9 L1.02 1 L-0.02 1 Z",
    "M0.03 0 L0.97 0 L0.97 0.05 L0.03 0.05",
  ],
  "lounger/0": [
    "M0 0.3 L1 0.3 L1 0.5 L0 0.5 Z",
    "M0.08 0.5 L0.08 1 L0.92 1 L0.92 0.5",
    "M0.06 0.3 L0.06 0 M0.94 0.3 L0.94 0",
    "M0.08 0.75 L0.92 0.75",
  ],
  "lounger/1": [
    "M0 0 L0.06 1 L0.94 1 L1 0",
    "M0.08 0.95 Q0.5 0.88 0.92 0.95 L0.93 0.3 Q0.5 0.22 0.07 0.3 Z",
    "M0.02 0.3 L0.98 0.3",
  ],
  lounger: [
    "M0 0.05 L0 1 L0.12 1 L0.14 0.45 L1 0.45 L1 0.05 Z",
    "M0.14 0.45 L0.14 0.6 L1 0.6",
    "M0.05 0 L0.05 0.05 M0.95 0 L0.95 0.05",
  ],
  "lounger/3": ["M0.05 0.08 L0.95 0.08 L0.95 1 L0.05 1 Z", "M0.1 0.08 L0.1 0 M0.9 0.08 L0.9 0", "M0.05 0.5 L0.95 0.5"],
  sofa: [
    "M0 0.05 L0 1 L0.28 1 L0.3 0.55 L1 0.55 L1 0.05 Z",
    "M0.3 0.55 L0.3 0.68 L1 0.68",
    "M0.05 0 L0.05 0.05 M0.95 0 L0.95 0.05",
  ],
  bed: [
    "M0 0 L0 1 L0.05 1 L0.05 0.1",
    "M0 0.45 L1 0.45 L1 0.1 L0 0.1",
    "M0.05 0.45 L0.05 0.62 L1 0.62 L1 0.45",
    "M0.02 0 L0.02 0.1 M0.98 0 L0.98 0.1",
  ],
  "bed/3": ["M0 0 L0 1 L1 1 L1 0", "M0 0.4 L1 0.4 L1 0.15 L0 0.15", "M0.02 0.4 L0.02 0.62 L0.06 0.62 L0.06 0.4"],
  sideboard: ["M0 0.1 L1 0.1 L1 1 L0 1 Z", "M0.1 0.1 L0.06 0 M0.9 0.1 L0.94 0"],
  "sideboard/3": ["M0 0 L0 1 L1 1 L1 0 Z", "M0 0.25 L1 0.25 M0 0.5 L1 0.5 M0 0.75 L1 0.75"],
  "swing/1": [
    "M0 0 L0.5 1 L1 0",
    "M0.5 1 L0.5 0.42",
    "M0.3 0.3 L0.7 0.3 L0.7 0.34 L0.3 0.34 Z",
    "M0.35 0.34 L0.32 0.6",
  ],
  "swing/2": ["M0 0 L0.5 1 L1 0", "M0.5 1 L0.5 0.5", "M0.4 0.5 Q0.5 0.3 0.6 0.5"],
  "table/1": ["M0 0.95 L1 0.95 L1 1 L0 1 Z", "M0.05 0 L0.05 0.95 M0.95 0 L0.95 0.95"],
  "planter/1": ["M0 0.6 L1 0.6 L1 1 L0 1 Z", "M0.1 0 L0.1 0.6 M0.9 0 L0.9 0.6"],
  "planter/2": ["M0 0.6 L1 0.6 L1 1 L0 1 Z", "M0.08 0 L0.12 0.6 M0.92 0 L0.88 0.6"],
};
const SIDE_DRAWN = new Set(["armchair/2", "lounger/0", "lounger/1", "lounger/3"]);
const SYMMETRIC = new Set<string>(["lamp", "parasol", "pouf", "cushion", "table", "planter", "swing"]);

function profileFor(type: FurnitureType, variant: number): string[] | null {
  const own = PROFILE[`${type}/${variant}`];
  if (own) return own;
  if (SIDE_DRAWN.has(`${type}/${variant}`) || SYMMETRIC.has(type)) return null;
  return PROFILE[type] ?? null;
}

function dimLine(x1: number, y1: number, x2: number, y2: number, label: string, tx: number, ty: number): string {
  return `<path class="dl" d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}" marker-start="url(#a)" marker-end="url(#a)"/><text x="${tx}" y="${ty.toFixed(0)}">${escapeXml(label)}</text>`;
}

/** A line-art technical sheet of one piece: front and side views with dimensions (800 × 800). */
export function drawingSvg(type: FurnitureType, variant: number): string {
  const b = body(type, variant);
  const v = ((variant % 4) + 4) % 4;
  const [W, D, H] = TYPICAL_DIMS[type]?.[v] ?? [50, 50, 50];
  const [x0, y0, x1, y1] = b.box;
  const floor = 600;
  const profile = profileFor(type, v);
  const sideDrawn = SIDE_DRAWN.has(`${type}/${v}`);
  // one scale (px per cm) for both views, each view at most 320 × 400 px
  const bodyWidthPerUnit = ((x1 - x0) * H) / (y1 - y0);
  const views = [
    { cx: 210, cm: W, picture: !profile || !sideDrawn },
    { cx: 590, cm: D, picture: !profile || sideDrawn },
  ];
  let pxPerCm = 400 / H;
  for (const view of views) pxPerCm = Math.min(pxPerCm, 320 / (view.picture ? bodyWidthPerUnit : view.cm));
  const k = (H * pxPerCm) / (y1 - y0);
  const top = floor - H * pxPerCm;
  let art = "";
  let dims = "";
  for (const [i, view] of views.entries()) {
    const width = view.picture ? (x1 - x0) * k : view.cm * pxPerCm;
    const left = view.cx - width / 2;
    if (view.picture) {
      art += `<g transform="translate(${(view.cx - ((x0 + x1) / 2) * k).toFixed(1)} ${(floor - y1 * k).toFixed(1)}) scale(${k.toFixed(3)})">${b.svg}</g>`;
    } else {
      const unit = (d: string) =>
        d.replace(
          /(-?\d*\.?\d+) (-?\d*\.?\d+)/g,
          (_, u, w) => `${(left + Number(u) * width).toFixed(1)} ${(floor - Number(w) * H * pxPerCm).toFixed(1)}`,
        );
      art += (profile ?? []).map((d) => `<path class="sp" d="${unit(d)}"/>`).join("");
    }
    dims +=
      `<path class="x1" d="M${left.toFixed(1)} ${floor} L${left.toFixed(1)} 652 M${(left + width).toFixed(1)} ${floor} L${(left + width).toFixed(1)} 652"/>` +
      dimLine(left, 640, left + width, 640, String(view.cm), view.cx, 666);
    const hx = i === 0 ? 40 : 760;
    const edge = i === 0 ? left : left + width;
    dims +=
      `<path class="x1" d="M${edge.toFixed(1)} ${top.toFixed(1)} L${hx + (i === 0 ? -12 : 12)} ${top.toFixed(1)}"/>` +
      dimLine(hx, top, hx, floor, String(H), i === 0 ? 60 : 740, (top + floor) / 2 + 4);
  }
  return (
    svgOpen(800, `${typeLabel(type)}, technical drawing`) +
    `<defs><marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 1 L10 5 L0 9 Z" fill="#444"/></marker></defs>` +
    "<style>.m,.d,.l,.w,.x,.k,.f,.g,.h,.z{fill:#fff;stroke:#3a3a3a;stroke-width:2.5}.s,.t,.u,.v,.o,.q,.e{fill:none;stroke:#3a3a3a;stroke-width:2.5;stroke-linecap:round}" +
    ".y,.hi{display:none}.n{fill:none;stroke:#3a3a3a;stroke-width:2.5}.sp{fill:none;stroke:#3a3a3a;stroke-width:1.6;stroke-linejoin:round}.dl{stroke:#666;stroke-width:1;fill:none}" +
    ".x1{stroke:#aaa;stroke-width:.8;stroke-dasharray:4 3;fill:none}text{font:13px Helvetica,Arial,sans-serif;fill:#333;text-anchor:middle}.c{font-size:11px;letter-spacing:2px;fill:#777}</style>" +
    `<rect width="800" height="800" fill="#fff"/><rect x="20" y="20" width="760" height="760" fill="none" stroke="#ccc"/>` +
    `<path class="x1" d="M40 ${floor} L760 ${floor}"/>${art}${dims}` +
    `<path d="M20 712 L780 712" stroke="#ccc"/><text class="c" x="210" y="740">FRONT</text><text class="c" x="590" y="740">SIDE</text><text class="c" x="400" y="765">cm</text></svg>`
  );
}
