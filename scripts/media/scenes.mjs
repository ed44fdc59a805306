// The home page's scenes, composed from kit.mjs. Each returns an SVG string of the given size.
import { rng } from "../rng.mjs";
import {
  bench,
  bistroChair,
  bistroTable,
  cushion,
  diningTable,
  eggSwing,
  finish,
  floorLamp,
  frame,
  glow,
  grassPot,
  hedge,
  hills,
  lantern,
  lawn,
  lounger,
  luxembourgChair,
  mix,
  PALETTE as P,
  parasol,
  place,
  potPlant,
  pouf,
  rug,
  shade,
  skyGradient,
  sofa,
  stoneFloor,
  stringLights,
  svg,
  tableLamp,
  tableSetting,
  treeLine,
  wall,
  woodFloor,
  wovenArmchair,
} from "./kit.mjs";

const ease = (t) => t * t * (3 - 2 * t);

/* ------------------------------------------------------------------ hero films (t: 0 → 1 over the film) */

/** Golden hour on a sea-view terrace; the camera pans slowly and the light warms. */
export function heroTerrace(t) {
  const W = 1420;
  const H = 720;
  const e = ease(t);
  const r = rng(11);
  const glints = [];
  for (let i = 0; i < 70; i++) {
    const x = r() * W;
    const y = 338 + r() * 84;
    const phase = r() * Math.PI * 2;
    const o = 0.15 + 0.55 * Math.max(0, Math.sin(phase + t * Math.PI * 6));
    glints.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(8 + r() * 18).toFixed(0)}" height="1.6" fill="#fffaf0" opacity="${o.toFixed(2)}"/>`,
    );
  }
  const posts = [];
  for (let x = 10; x < W; x += 46) {
    posts.push(
      `<path d="M${x} 438 h22 v6 q-6 8 -4 22 q4 14 2 30 h-18 q-2 -16 2 -30 q2 -14 -4 -22z" fill="#eadcc6"/><path d="M${x + 14} 444 q-4 10 -2 22 q2 14 0 30 h6 q2 -16 -2 -30 q-2 -12 2 -22z" fill="#d4c1a3" opacity="0.8"/>`,
    );
  }
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${glow(980 - 140 * e, 250 + 24 * e, 260, 0.9)}
    <circle cx="${980 - 140 * e}" cy="${250 + 24 * e}" r="34" fill="#fff6df" opacity="0.9"/>
    ${hills(W, 332, "#b9b2ad", 4, 50)}
    ${hills(W, 336, "#a8a6a3", 9, 26)}
    <rect x="0" y="334" width="${W}" height="100" fill="url(#sea)"/>
    ${glints.join("")}
    <rect x="0" y="424" width="${W}" height="18" fill="#f1e6d4"/><rect x="0" y="440" width="${W}" height="4" fill="#cdb999"/>
    ${posts.join("")}
    <rect x="0" y="496" width="${W}" height="10" fill="#e6d6bd"/>
    ${stoneFloor(W, H, 506, { vx: 700, color: "#eadcc5", line: "#d3bf9f" })}
    ${place(150, 660, 1.35, potPlant({ tree: true, seed: 7 }))}
    ${place(300, 690, 1, grassPot(P.stone, P.sage))}
    ${place(560, 668, 1.28, bistroChair(P.cactus))}
    ${place(720, 650, 1.3, bistroTable(P.cotton, { top: tableSetting(-130) }))}
    ${place(880, 672, 1.28, bistroChair(P.cactus))}
    ${place(1150, 668, 1.22, parasol("#efe5d3", { w: 190 }))}
    ${place(1010, 700, 0.9, lantern(0.2))}
    ${place(1330, 690, 1.1, potPlant({ seed: 21, size: 1.2 }))}`;
  const pan = 110 * e;
  return svg(
    1280,
    H,
    `<g transform="translate(${-pan.toFixed(2)} 0)">${body}</g>${finish(1280, H, { tint: "#ffb56b", tintOpacity: 0.05 + 0.09 * e })}`,
    `${skyGradient("sky", [
      [0, mix("#e7c6a0", "#e2b48b", e)],
      [0.32, "#f3dcc0"],
      [0.46, "#faeedc"],
    ])}${skyGradient("sea", [
      [0, "#a9c2c6"],
      [1, "#cfdad5"],
    ])}`,
  );
}

/** A garden lounge at dusk: string lights and lanterns come on, the camera moves in a little. */
export function heroGarden(t) {
  const W = 1280;
  const H = 720;
  const e = ease(t);
  const lit = 0.25 + 0.75 * e;
  const r = rng(5);
  const flies = [];
  for (let i = 0; i < 18; i++) {
    const x = r() * W + Math.sin(t * 6 + i) * 20;
    const y = 420 + r() * 200 + Math.cos(t * 5 + i) * 12;
    flies.push(
      `${glow(x, y, 10, 0.7 * lit)}<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="1.8" fill="#fff3c4" opacity="${(0.9 * lit).toFixed(2)}"/>`,
    );
  }
  const zoom = 1 + 0.05 * e;
  const body = `
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    ${glow(260, 380, 300, 0.55 - 0.2 * e)}
    ${treeLine(W, 420, ["#2f3d35", "#36463b", "#2a3830"], 8, { size: 1.3, count: 22 })}
    ${hedge(W, 480, 96, "#3b5142", 12)}
    ${lawn(W, H, 478, "#59704a")}
    ${stringLights(-20, 110, 1300, 150, 70, 22, lit)}
    ${place(190, 686, 1.05, lantern(lit))}
    ${place(1110, 690, 1.05, lantern(lit))}
    ${place(1230, 660, 1, floorLamp(P.linen, lit))}
    ${place(330, 668, 0.98, wovenArmchair(P.honey, P.cotton))}
    ${place(640, 650, 1.08, sofa("#d9cfbf", P.linen, { pillows: [P.terracotta, P.honey, P.rosemary] }))}
    ${place(950, 668, 0.98, wovenArmchair(P.honey, P.cotton))}
    ${place(540, 700, 0.75, pouf(P.terracotta))}
    ${place(760, 702, 0.75, pouf(P.clay))}
    ${flies.join("")}`;
  return svg(
    W,
    H,
    `<g transform="translate(${W / 2} ${H * 0.6}) scale(${zoom.toFixed(4)}) translate(${-W / 2} ${-H * 0.6})">${body}</g>${finish(W, H, { tint: "#1f2a44", tintOpacity: 0.06 + 0.1 * e, vignette: 1 })}`,
    skyGradient("dusk", [
      [0, mix("#56607a", "#2f3a52", e)],
      [0.35, mix("#b08e98", "#7f6f86", e)],
      [0.6, mix("#f0b98c", "#e49a72", e)],
    ]),
  );
}

/* ------------------------------------------------------------------ stills */

function daySky(id = "sky") {
  return skyGradient(id, [
    [0, "#c9dbe3"],
    [0.6, "#eef1ec"],
    [1, "#f7f1e6"],
  ]);
}

export function promoIndoor(w = 800, h = 1000) {
  const floorY = 700;
  const win = `<clipPath id="arch"><path d="M430 ${floorY - 50} V262 A140 140 0 0 1 710 262 V${floorY - 50}Z"/></clipPath>
    <path d="M420 ${floorY - 40} V260 A150 150 0 0 1 720 260 V${floorY - 40}Z" fill="#dfe6dc"/>
    <g clip-path="url(#arch)"><rect x="430" y="100" width="280" height="600" fill="url(#view)"/>
    ${treeLine(300, 560, ["#a9b98a", "#93a27b", "#b8c59c"], 3, { size: 0.9, count: 8 }).replace(/cx="(\d+)"/g, (_, x) => `cx="${Number(x) + 430}"`)}</g>
    <path d="M570 120 V${floorY - 40} M420 420 H720" stroke="#efe8dc" stroke-width="8"/>`;
  const body = `
    ${wall(w, floorY, "#efe6d8", { light: false })}
    ${win}
    <path d="M470 ${floorY} L620 ${floorY} L760 ${h} L300 ${h}Z" fill="#fff3d6" opacity="0.28" filter="url(#blur10)"/>
    ${woodFloor(w, h, floorY, { color: "#c8a074", vx: 500 })}
    ${rug(370, 880, 330, 70, "#e9e0d0", "#d9cdb8")}
    ${frame(110, 250, 150, 190, `<circle cx="185" cy="330" r="48" fill="${P.terracotta}" opacity="0.85"/><rect x="125" y="360" width="120" height="60" fill="${P.olive}" opacity="0.6"/>`)}
    ${place(730, 880, 1.4, floorLamp("#d6bf98", 0.35))}
    ${place(330, 900, 1.7, sofa("#cfc4b2", P.linen, { seats: 2, pillows: [P.terracotta, P.sage] }))}
    ${place(620, 930, 1.2, bistroTable(P.oak, { radius: 40, top: place(0, -128, 0.8, tableLamp(P.cotton, 0.3)) }))}
    ${place(82, 900, 1.1, potPlant({ seed: 14, size: 1.3, pot: P.stone }))}`;
  return svg(
    w,
    h,
    `${body}${finish(w, h, { tintOpacity: 0.06 })}`,
    skyGradient("view", [
      [0, "#d7e4e6"],
      [1, "#eef2ea"],
    ]),
  );
}

export function promoOutdoor(w = 800, h = 1000) {
  const body = `
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    ${treeLine(w, 560, ["#8c9c78", "#7d8f69", "#9aab84"], 4, { size: 1.6, count: 10 })}
    ${hedge(w, 640, 80, "#6b7d5a", 5)}
    ${lawn(w, h, 636, "#8aa06d")}
    <path d="M300 ${h} Q420 800 470 640 L520 640 Q520 800 560 ${h}Z" fill="#e7dcc8"/>
    ${place(120, 800, 1.5, potPlant({ tree: true, seed: 9 }))}
    ${place(600, 860, 1.45, parasol(P.cotton, { w: 200, h: 330 }))}
    ${place(420, 930, 1.55, bench(P.cedar, { w: 130 }))}
    ${place(700, 930, 1, grassPot(P.terracotta, P.sage))}`;
  return svg(w, h, `${body}${finish(w, h, { tintOpacity: 0.07 })}`, daySky());
}

function tableTopScene(w, h, items, { wallColor = "#e9dcc7", tableColor = P.oak } = {}) {
  const floorY = h * 0.7;
  return svg(
    w,
    h,
    `${wall(w, floorY, wallColor)}${stoneFloor(w, h, floorY, { color: "#ddd0ba", line: "#c9b79a" })}
     ${place(w / 2, h * 0.93, 2.2, diningTable(tableColor, { w: 240 }))}
     ${items}${finish(w, h, { tintOpacity: 0.05 })}`,
  );
}

export function categoryAccessories(w = 640, h = 640) {
  const ty = h * 0.93 - 126 * 2.2;
  return tableTopScene(
    w,
    h,
    `${place(190, ty, 1.4, cushion(P.terracotta, -8, 80))}${place(270, ty, 1.4, cushion(P.honey, 6, 70))}
     ${place(420, ty, 1.5, lantern(0.3))}${place(520, ty, 0.8, potPlant({ seed: 2, pot: P.cotton }))}`,
  );
}

export function categoryLighting(w = 640, h = 640) {
  const floorY = h * 0.72;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${floorY}" fill="url(#dusk)"/>${hedge(w, floorY, 60, "#34463b", 4)}
     ${lawn(w, h, floorY - 2, "#4d6340")}
     ${place(120, h * 0.95, 1.4, floorLamp(P.linen, 0.9))}
     ${place(320, h * 0.92, 2.2, tableLamp(P.cotton, 0.9))}
     ${place(470, h * 0.9, 1.7, tableLamp(P.honey, 0.8))}
     ${place(570, h * 0.96, 1.3, lantern(0.9))}
     ${finish(w, h, { tint: "#1f2a44", tintOpacity: 0.08 })}`,
    skyGradient("dusk", [
      [0, "#3b4660"],
      [0.6, "#8d7389"],
      [1, "#e3a27a"],
    ]),
  );
}

export function categoryFurniture(w = 640, h = 640) {
  const floorY = h * 0.62;
  return svg(
    w,
    h,
    `${wall(w, floorY, "#efe2cf")}${stoneFloor(w, h, floorY, { color: "#e8d9c1", line: "#d1bd9e" })}
     ${place(250, h * 0.93, 1.9, wovenArmchair(P.teak, P.cotton))}
     ${place(480, h * 0.9, 1.55, bistroTable(P.redOchre, { radius: 44 }))}
     ${place(590, h * 0.95, 1.1, grassPot(P.stone, P.olive))}
     ${finish(w, h, { tintOpacity: 0.06 })}`,
  );
}

export function collectionLuxembourg(w = 800, h = 600) {
  const body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>
    ${treeLine(w, 330, ["#8a9b74", "#7d8f69", "#96a680"], 6, { size: 1.4, count: 9 })}
    <rect x="0" y="326" width="${w}" height="${h}" fill="#e4d6bd"/>
    <rect x="0" y="326" width="${w}" height="${h}" fill="url(#floorShade)"/>
    ${Array.from({ length: 120 }, (_, i) => {
      const r = rng(i + 40);
      return `<circle cx="${(r() * w).toFixed(0)}" cy="${(330 + r() * 270).toFixed(0)}" r="${(1 + r() * 1.8).toFixed(1)}" fill="#c9b898"/>`;
    }).join("")}
    ${place(210, 520, 1.45, luxembourgChair(P.iceMint))}
    ${place(420, 540, 1.5, luxembourgChair(P.honey))}
    ${place(640, 520, 1.45, luxembourgChair(P.acapulco))}`;
  return svg(w, h, `${body}${finish(w, h, { tintOpacity: 0.05 })}`, daySky());
}

export function collectionSixties(w = 800, h = 600) {
  const body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>
    <rect x="0" y="250" width="${w}" height="90" fill="#f4efe6"/>
    <rect x="0" y="330" width="${w}" height="120" fill="url(#pool)"/>
    ${Array.from({ length: 26 }, (_, i) => {
      const r = rng(i + 7);
      return `<path d="M${(r() * w).toFixed(0)} ${(345 + r() * 95).toFixed(0)} q12 -5 24 0 t24 0" stroke="#fff" stroke-width="2" opacity="0.5" fill="none"/>`;
    }).join("")}
    <rect x="0" y="448" width="${w}" height="${h - 448}" fill="#efe3cf"/>
    ${place(330, 560, 1.6, wovenArmchair(P.candied, P.cotton))}
    ${place(560, 560, 1.2, bistroTable(P.cotton, { radius: 46, top: tableSetting(-130, { flowers: P.chili }) }))}
    ${place(700, 566, 1.1, parasol(P.cotton, { w: 120, h: 240 }))}`;
  return svg(
    w,
    h,
    `${body}${finish(w, h, { tintOpacity: 0.05 })}`,
    `${daySky()}${skyGradient("pool", [
      [0, "#7cc3d6"],
      [1, "#4ea2c0"],
    ])}`,
  );
}

export function collectionCroissette(w = 800, h = 600) {
  const body = `<rect width="${w}" height="${h}" fill="url(#sunset)"/>
    ${glow(600, 300, 240, 0.8)}
    ${hills(w, 330, "#8a7f86", 3, 40)}
    <rect x="0" y="330" width="${w}" height="70" fill="#c98f7c" opacity="0.6"/>
    <rect x="0" y="390" width="${w}" height="14" fill="#efe3cf"/>
    ${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 42 + 8}" y="404" width="8" height="56" fill="#2b2b2b" opacity="0.85"/>`).join("")}
    <rect x="0" y="404" width="${w}" height="5" fill="#2b2b2b" opacity="0.85"/>
    ${stoneFloor(w, h, 460, { color: "#d9c7ad", line: "#c2ad8d" })}
    ${place(260, 575, 1.35, bistroChair(P.deepBlue))}
    ${place(410, 560, 1.4, bistroTable(P.deepBlue, { top: tableSetting(-130, { flowers: P.cotton }) }))}
    ${place(560, 575, 1.35, bistroChair(P.deepBlue))}
    ${place(700, 580, 1, lantern(0.8))}`;
  return svg(
    w,
    h,
    `${body}${finish(w, h, { tint: "#ff9e6b", tintOpacity: 0.08 })}`,
    skyGradient("sunset", [
      [0, "#6d6f8f"],
      [0.5, "#e7a58a"],
      [0.75, "#f6cf9e"],
    ]),
  );
}

/** The hotspot picture: markers sit on the armchair (24 %, 63 %), the table (50 %, 68 %) and the parasol (76 %, 46 %). */
export function hotspotTerrace(w = 1600, h = 900) {
  const floorY = 520;
  const body = `${wall(w, floorY, "#efe3cf", {
    arch: {
      x: 800,
      w: 360,
      top: 90,
      fill: "#dcc7a8",
      inner: `<clipPath id="archView"><path d="M640 ${floorY} V270 A160 160 0 0 1 960 270 V${floorY}Z"/></clipPath>
        <g clip-path="url(#archView)"><rect x="640" y="100" width="320" height="${floorY}" fill="url(#garden)"/>
        ${treeLine(320, 500, ["#8c9c78", "#7d8f69", "#9aab84"], 2, { size: 0.8, count: 6 }).replace(/cx="(\d+)"/g, (_, x) => `cx="${Number(x) + 640}"`)}</g>`,
    },
  })}
    ${stoneFloor(w, h, floorY, { color: "#e6d6bc", line: "#cfba98", vx: 800 })}
    ${place(120, 820, 1.6, potPlant({ tree: true, seed: 17 }))}
    ${place(384, 790, 2.1, wovenArmchair(P.teak, P.cotton))}
    ${place(800, 800, 2.05, bistroTable(P.cotton, { top: tableSetting(-130, { flowers: P.candied }) }))}
    ${place(1000, 805, 1.9, bistroChair(P.rosemary))}
    ${place(1216, 840, 1.9, parasol(P.linen, { w: 190 }))}
    ${place(1480, 830, 1.3, grassPot(P.terracotta, P.sage))}`;
  return svg(
    w,
    h,
    `${body}${finish(w, h, { tintOpacity: 0.06 })}`,
    skyGradient("garden", [
      [0, "#cfe0e6"],
      [1, "#eef1e8"],
    ]),
  );
}

export function gridTable(n, w = 600, h = 750) {
  if (n === 1) {
    const floorY = 420;
    return svg(
      w,
      h,
      `${wall(w, floorY, "#f0e4d2")}${stoneFloor(w, h, floorY, { color: "#e2d2b8", line: "#cab592" })}
      ${place(290, 700, 2.5, bistroTable(P.acapulco, { top: tableSetting(-130, { flowers: P.lemon }) }))}
      ${place(520, 720, 1.4, grassPot(P.cotton, P.olive))}${finish(w, h)}`,
    );
  }
  if (n === 2) {
    const beams = Array.from(
      { length: 7 },
      (_, i) => `<rect x="${i * 100 - 20}" y="60" width="14" height="120" fill="#a07a52"/>`,
    ).join("");
    return svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="url(#sky)"/>${treeLine(w, 460, ["#8c9c78", "#7d8f69"], 5, { size: 1.3, count: 8 })}
      ${lawn(w, h, 456, "#8aa06d")}
      <rect x="0" y="50" width="${w}" height="18" fill="#8e6a45"/>${beams}
      ${Array.from({ length: 40 }, (_, i) => {
        const r = rng(i + 90);
        return `<ellipse cx="${(r() * w).toFixed(0)}" cy="${(58 + r() * 40).toFixed(0)}" rx="9" ry="4" fill="${r() > 0.5 ? P.olive : P.sage}"/>`;
      }).join("")}
      ${place(300, 720, 2.1, diningTable(P.oak, { w: 240, top: `${tableSetting(-130)}` }))}
      ${finish(w, h)}`,
      daySky(),
    );
  }
  const floorY = 400;
  return svg(
    w,
    h,
    `${wall(w, floorY, "#e7dccd")}${woodFloor(w, h, floorY, { color: "#9c6b3f" })}
    ${place(300, 720, 2.6, bistroTable(P.anthracite, { radius: 44, top: place(0, -128, 1, lantern(0.6)) }))}
    ${place(90, 720, 1.3, potPlant({ seed: 12, pot: P.stone }))}
    ${finish(w, h)}`,
  );
}

export function gridChair(n, w = 600, h = 750) {
  if (n === 1) {
    return svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="url(#sky)"/>${treeLine(w, 420, ["#8a9b74", "#96a680"], 9, { size: 1.3, count: 7 })}
      <rect x="0" y="416" width="${w}" height="${h}" fill="#e4d6bd"/>
      ${place(190, 700, 2, luxembourgChair(P.lemon))}${place(420, 715, 2, luxembourgChair(P.cactus))}${finish(w, h)}`,
      daySky(),
    );
  }
  if (n === 2) {
    const floorY = 400;
    return svg(
      w,
      h,
      `${wall(w, floorY, "#eadfcd")}${woodFloor(w, h, floorY, { color: "#b58a5e" })}
      ${rug(300, 700, 280, 55, "#efe6d6", "#dccfb8")}
      ${place(290, 710, 2.9, wovenArmchair(P.honey, P.cotton))}${place(540, 720, 1.3, potPlant({ seed: 31, size: 1.2 }))}${finish(w, h)}`,
    );
  }
  const floorY = 440;
  return svg(
    w,
    h,
    `${wall(w, floorY, "#f1d9b5")}
    <path d="M0 0 L${w} 0 L${w} 120 Q300 220 0 140Z" fill="#fff" opacity="0.18"/>
    ${stoneFloor(w, h, floorY, { color: "#e3cfae", line: "#c8b08a" })}
    ${place(280, 720, 2.7, bistroChair(P.chili))}${place(500, 715, 1.4, grassPot(P.terracotta, P.olive))}${finish(w, h, { tint: "#ffb56b", tintOpacity: 0.08 })}`,
  );
}

export function bannerSummer(w = 1600, h = 640) {
  const colors = [P.candied, P.lemon, P.acapulco, P.marshmallow, P.cactus, P.honey];
  const back = colors
    .slice(0, 3)
    .map((c, i) => place(900 + i * 170, 470, 1.35, bistroChair(c)))
    .join("");
  const front = colors
    .slice(3)
    .map((c, i) => place(820 + i * 250, 640, 1.75, bistroChair(c)))
    .join("");
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>${treeLine(w, 330, ["#7d8f69", "#8c9c78", "#6b7d5a"], 22, { size: 1.5, count: 18 })}
    ${hedge(w, 370, 70, "#5e7350", 8)}${lawn(w, h, 366, "#86a068")}
    ${place(1480, 560, 1.6, parasol(P.cotton, { w: 200 }))}
    ${back}
    ${place(1070, 560, 1.7, diningTable(P.cotton, { w: 300, top: tableSetting(-130) }))}
    ${front}
    ${finish(w, h, { tintOpacity: 0.06 })}`,
    daySky(),
  );
}

export function blockStudio(w = 900, h = 1100) {
  const floorY = 760;
  const arches = [180, 450, 720]
    .map(
      (x) =>
        `<path d="M${x - 100} ${floorY - 60} V260 A100 100 0 0 1 ${x + 100} 260 V${floorY - 60}Z" fill="#e4e8e1"/><path d="M${x - 90} ${floorY - 70} V262 A90 90 0 0 1 ${x + 90} 262 V${floorY - 70}Z" fill="url(#view)"/><path d="M${x} 170 V${floorY - 60}" stroke="#efe8dc" stroke-width="6"/>`,
    )
    .join("");
  return svg(
    w,
    h,
    `${wall(w, floorY, "#efe5d6", { light: false })}${arches}
    ${woodFloor(w, h, floorY, { color: "#c9a275", vx: 450 })}
    ${rug(430, 960, 360, 80, "#e6dccb", "#d3c5ad")}
    ${place(300, 950, 1.5, sofa("#bfb3a0", P.linen, { seats: 2, pillows: [P.rosemary, P.terracotta] }))}
    ${place(660, 965, 1.6, wovenArmchair(P.oak, P.cotton))}
    ${place(500, 1010, 1, bistroTable(P.anthracite, { radius: 36, top: place(0, -128, 0.7, tableLamp(P.cotton, 0.6)) }))}
    ${place(830, 990, 1.3, floorLamp("#d6bf98", 0.5))}
    ${place(70, 1000, 1.2, potPlant({ tree: true, seed: 44, pot: P.stone }))}
    ${finish(w, h, { tintOpacity: 0.05 })}`,
    skyGradient("view", [
      [0, "#d3e2e4"],
      [1, "#eef1e8"],
    ]),
  );
}

export function blockPartners(w = 900, h = 1100) {
  const floorY = 700;
  const stack = [P.candied, P.acapulco, P.lemon]
    .map((c, i) => place(150 + i * 170, 1000 + (i % 2) * 20, 2.1, bistroChair(c)))
    .join("");
  return svg(
    w,
    h,
    `${wall(w, floorY, "#c97c5d", { arch: { x: 620, w: 260, top: 200, fill: "#8f4d36" } })}
    <rect x="0" y="0" width="${w}" height="${floorY}" fill="#fff" opacity="0.06"/>
    ${stoneFloor(w, h, floorY, { color: "#e8d6bb", line: "#cdb592" })}
    ${stack}
    ${place(660, 1010, 1.6, parasol(P.cotton, { w: 170, h: 330 }))}
    ${place(820, 1040, 1.2, potPlant({ seed: 66, size: 1.3 }))}
    ${finish(w, h, { tint: "#ffb56b", tintOpacity: 0.06 })}`,
  );
}

export function brandSifas(w = 600, h = 750) {
  const floorY = 430;
  const planks = Array.from(
    { length: 16 },
    (_, i) =>
      `<path d="M${(i * 44 - 40).toFixed(0)} ${floorY} L${(i * 70 - 260).toFixed(0)} ${h}" stroke="#7d5634" stroke-width="2" opacity="0.5"/>`,
  ).join("");
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>
    <rect x="0" y="330" width="${w}" height="100" fill="#a8c4c8"/>
    <rect x="0" y="${floorY}" width="${w}" height="${h}" fill="${P.teak}"/>${planks}
    ${place(290, 700, 1.6, sofa("#d7cbb8", P.cotton, { seats: 2, pillows: [P.rosemary, P.clay] }))}
    <rect x="150" y="600" width="300" height="40" fill="url(#rope)" opacity="0"/>
    ${place(520, 700, 1, grassPot(P.cotton, P.sage))}${finish(w, h)}`,
    daySky(),
  );
}

export function brandOlta(w = 600, h = 750) {
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>${treeLine(w, 480, ["#8c9c78", "#7d8f69"], 12, { size: 1.4, count: 7 })}
    ${lawn(w, h, 476, "#8aa06d")}
    ${place(300, 700, 1.45, parasol(P.cotton, { w: 180, h: 320 }))}
    ${place(300, 715, 1.6, bistroTable(P.oak, { top: tableSetting(-130) }))}${finish(w, h)}`,
    daySky(),
  );
}

export function brandFermob(w = 600, h = 750) {
  const floorY = 460;
  return svg(
    w,
    h,
    `${wall(w, floorY, "#f0e2cb")}${stoneFloor(w, h, floorY, { color: "#e4d3b6", line: "#cdb893" })}
    ${place(130, 720, 1.9, bistroChair(P.candied))}
    ${place(300, 690, 1.9, bistroTable(P.lemon, { top: tableSetting(-130, { flowers: P.acapulco }) }))}
    ${place(470, 720, 1.9, bistroChair(P.acapulco))}${finish(w, h)}`,
  );
}

export function brandGlatz(w = 600, h = 750) {
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>
    <rect x="0" y="380" width="${w}" height="120" fill="url(#pool)"/>
    <rect x="0" y="496" width="${w}" height="${h}" fill="#f1e9dc"/>
    ${place(360, 690, 1.4, parasol(P.clay, { w: 170, h: 330, square: true, pole: P.anthracite }))}
    ${place(270, 720, 1.45, lounger(P.cotton, P.clay))}${finish(w, h)}`,
    `${daySky()}${skyGradient("pool", [
      [0, "#7cc3d6"],
      [1, "#4ea2c0"],
    ])}`,
  );
}

export function menuCushion(w = 640, h = 480) {
  const floorY = 300;
  return svg(
    w,
    h,
    `${wall(w, floorY, "#ede2d1")}${stoneFloor(w, h, floorY, { color: "#e0cfb4", line: "#c9b493" })}
    ${place(320, 440, 1.4, bench(P.cotton, { w: 150 }))}
    ${place(250, 440 - 92 * 1.4, 1.3, cushion(P.terracotta, -6, 70))}${place(340, 440 - 92 * 1.4, 1.3, cushion(P.honey, 5, 64))}${place(420, 440 - 92 * 1.4, 1.3, cushion(P.rosemary, -3, 58))}
    ${finish(w, h)}`,
  );
}

export function menuLamp(w = 640, h = 480) {
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#dusk)"/>${hedge(w, 330, 50, "#34463b", 7)}${lawn(w, h, 328, "#4d6340")}
    ${place(220, 440, 2.2, tableLamp(P.cotton, 0.9))}${place(400, 450, 1.8, lantern(0.9))}${finish(w, h, { tint: "#1f2a44", tintOpacity: 0.08 })}`,
    skyGradient("dusk", [
      [0, "#3b4660"],
      [0.6, "#8d7389"],
      [1, "#e3a27a"],
    ]),
  );
}

export function menuSwing(w = 640, h = 480) {
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>${treeLine(w, 330, ["#8c9c78", "#7d8f69"], 19, { size: 1.1, count: 9 })}${lawn(w, h, 326, "#8aa06d")}
    ${place(280, 450, 1.15, eggSwing(P.honey, P.cotton))}${finish(w, h)}`,
    daySky(),
  );
}

export function menuLivingRoom(w = 640, h = 480) {
  const floorY = 320;
  return svg(
    w,
    h,
    `${wall(w, floorY, "#efe6d8")}${woodFloor(w, h, floorY, { color: "#c8a074" })}
    ${rug(320, 430, 260, 40, "#e9e0d0", "#d9cdb8")}
    ${place(300, 440, 1.05, sofa("#cfc4b2", P.linen, { seats: 2, pillows: [P.terracotta, P.sage] }))}
    ${place(550, 450, 1, floorLamp("#d6bf98", 0.3))}${finish(w, h)}`,
  );
}

export { shade };
