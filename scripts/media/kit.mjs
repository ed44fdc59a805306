// Drawing kit for the home page's generated pictures: backgrounds and furniture as SVG strings.
// Every item is drawn around its own floor point (0, 0), y growing downwards, about 190 units
// for a chair; place it with place(x, y, scale, svg).
import { rng } from "../rng.mjs";

const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
const hex = (n) => clamp(Math.round(n), 0, 255).toString(16).padStart(2, "0");
function parse(c) {
  const h = c.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}
/** Lighter (amount > 0) or darker (amount < 0) version of a #rrggbb colour. */
export function shade(c, amount) {
  const [r, g, b] = parse(c);
  const f = (v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount));
  return `#${hex(f(r))}${hex(f(g))}${hex(f(b))}`;
}
/** Mix of two colours, t in [0, 1]. */
export function mix(a, b, t) {
  const x = parse(a);
  const y = parse(b);
  return `#${x.map((v, i) => hex(v + (y[i] - v) * t)).join("")}`;
}

export const PALETTE = {
  paper: "#faf8f5",
  sand: "#f1ece4",
  stone: "#d9d2c6",
  ink: "#1c1b19",
  forest: "#1f2a24",
  brass: "#b08a4f",
  terracotta: "#a9503a",
  linen: "#ece4d6",
  oak: "#b98a5a",
  teak: "#9c6b3f",
  olive: "#7d8f69",
  sage: "#a9b98a",
  cactus: "#5E7F4F",
  honey: "#D9A43A",
  redOchre: "#A5482E",
  candied: "#E8742C",
  acapulco: "#2E8BC0",
  deepBlue: "#1F2A44",
  cotton: "#F2EFE6",
  anthracite: "#3B3D40",
  iceMint: "#C9E4DA",
  marshmallow: "#F3D3D8",
  lemon: "#EDE59A",
  rosemary: "#6E8C7A",
  clay: "#B8AFA6",
  chili: "#C8331F",
  cedar: "#3F5B4A",
};

export const place = (x, y, s, body, extra = "") =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s})"${extra}>${body}</g>`;

/** Shared <defs>: blur filters and the weave pattern. */
export function defs(extra = "") {
  return `<defs>
  <filter id="blur4" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
  <filter id="blur10" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="blur30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
  <pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="8" height="8" fill="none"/><path d="M0 0H8M0 4H8" stroke="#000" stroke-opacity="0.16" stroke-width="1.6"/>
    <path d="M0 0V8" stroke="#fff" stroke-opacity="0.10" stroke-width="1.4"/>
  </pattern>
  <pattern id="rope" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
    <rect width="6" height="6" fill="none"/><path d="M0 3H6" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>
  </pattern>
  <radialGradient id="glow"><stop offset="0" stop-color="#ffe3a8" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffc978" stop-opacity="0.45"/><stop offset="1" stop-color="#ffb25e" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  ${extra}
</defs>`;
}

export const shadow = (rx, opacity = 0.22, dx = 0) =>
  `<ellipse cx="${dx}" cy="2" rx="${rx}" ry="${(rx * 0.16).toFixed(1)}" fill="#1c1b19" opacity="${opacity}" filter="url(#blur4)"/>`;

/** A soft warm light, e.g. a lamp's glow at dusk. */
export const glow = (x, y, r, opacity = 1) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)" opacity="${opacity}"/>`;

/* ------------------------------------------------------------------ furniture */

export function bistroChair(c, { backOnly = false } = {}) {
  const d = shade(c, -0.28);
  const legs = `<g stroke="${d}" stroke-width="4" stroke-linecap="round" fill="none">
    <path d="M-27 -92 L-32 -2"/><path d="M27 -92 L32 -2"/></g>`;
  const back = `<g stroke="${c}" stroke-width="4.5" stroke-linecap="round" fill="none">
    <path d="M-30 -96 C-31 -130 -34 -160 -31 -188"/><path d="M30 -96 C31 -130 34 -160 31 -188"/></g>
    ${[-182, -162, -142].map((y) => `<path d="M-35 ${y} Q0 ${y + 8} 35 ${y}" stroke="${c}" stroke-width="11" stroke-linecap="round" fill="none"/><path d="M-33 ${y - 3} Q0 ${y + 4} 33 ${y - 3}" stroke="#fff" stroke-opacity="0.18" stroke-width="2.5" stroke-linecap="round" fill="none"/>`).join("")}`;
  if (backOnly) return back;
  return `${shadow(52)}${legs}${back}
    <ellipse cx="0" cy="-92" rx="44" ry="13" fill="${d}"/>
    <ellipse cx="0" cy="-95" rx="44" ry="13" fill="${c}"/>
    <ellipse cx="-6" cy="-97" rx="30" ry="7" fill="#fff" opacity="0.16"/>
    <g stroke="${c}" stroke-width="4.5" stroke-linecap="round" fill="none">
      <path d="M-38 -88 L-45 0"/><path d="M38 -88 L45 0"/>
      <path d="M-42 -44 L40 -30" stroke-width="3"/><path d="M42 -44 L-40 -30" stroke-width="3"/></g>`;
}

export function bistroTable(c, { top = "", radius = 64 } = {}) {
  const d = shade(c, -0.3);
  return `${shadow(radius * 0.9)}
    <g stroke="${c}" stroke-width="5" stroke-linecap="round" fill="none">
      <path d="M0 -120 L-42 0"/><path d="M0 -120 L42 0"/><path d="M0 -120 L2 -3" stroke="${d}"/>
      <path d="M-28 -40 Q0 -34 28 -40" stroke-width="3"/></g>
    <ellipse cx="0" cy="-119" rx="${radius}" ry="${radius * 0.24}" fill="${d}"/>
    <ellipse cx="0" cy="-124" rx="${radius}" ry="${radius * 0.24}" fill="${c}"/>
    <ellipse cx="-10" cy="-127" rx="${radius * 0.62}" ry="${radius * 0.11}" fill="#fff" opacity="0.16"/>
    ${top}`;
}

/** Cups, a carafe and a small vase for a table top centred at (0, y). */
export function tableSetting(y, { flowers = PALETTE.candied } = {}) {
  return `<g>
    <path d="M-36 ${y - 2} h16 v-12 a3 3 0 0 0 -3 -3 h-10 a3 3 0 0 0 -3 3z" fill="${PALETTE.cotton}"/>
    <ellipse cx="-28" cy="${y - 1}" rx="12" ry="3" fill="${PALETTE.cotton}" opacity="0.9"/>
    <path d="M18 ${y - 2} q-6 -22 4 -34 h8 q10 12 4 34z" fill="#cfe3e6" opacity="0.85"/>
    <path d="M6 ${y - 2} h9 v-16 h-9z" fill="${PALETTE.terracotta}" opacity="0.9"/>
    <path d="M10 ${y - 18} q-8 -16 -2 -26 M10 ${y - 18} q4 -18 10 -22 M10 ${y - 18} q0 -14 0 -30" stroke="${PALETTE.cactus}" stroke-width="2" fill="none"/>
    <circle cx="8" cy="${y - 44}" r="5" fill="${flowers}"/><circle cx="20" cy="${y - 40}" r="4" fill="${flowers}"/><circle cx="10" cy="${y - 49}" r="4" fill="${shade(flowers, 0.3)}"/>
  </g>`;
}

export function luxembourgChair(c) {
  const d = shade(c, -0.3);
  const slats = [];
  for (let i = -4; i <= 4; i++) {
    slats.push(
      `<path d="M${i * 8.5} -104 C${i * 8.8} -140 ${i * 10} -170 ${i * 10.5} -198" stroke="${c}" stroke-width="6.5" stroke-linecap="round" fill="none"/>`,
    );
  }
  const seat = [];
  for (let k = 0; k < 5; k++) {
    const y = -86 - k * 5.5;
    seat.push(
      `<path d="M-46 ${y} Q0 ${y + 7} 46 ${y}" stroke="${k % 2 ? c : shade(c, 0.08)}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    );
  }
  return `${shadow(60)}
    <g stroke="${d}" stroke-width="4.5" stroke-linecap="round" fill="none"><path d="M-34 -100 L-40 -2"/><path d="M34 -100 L40 -2"/></g>
    ${slats.join("")}
    <path d="M-46 -200 Q0 -210 46 -200" stroke="${c}" stroke-width="7" stroke-linecap="round" fill="none"/>
    ${seat.join("")}
    <g stroke="${c}" stroke-width="5" stroke-linecap="round" fill="none">
      <path d="M-46 -84 L-54 0"/><path d="M46 -84 L54 0"/>
      <path d="M-50 -96 C-66 -112 -62 -126 -46 -140"/><path d="M50 -96 C66 -112 62 -126 46 -140"/>
      <path d="M-56 -118 L-40 -120" stroke-width="8"/><path d="M56 -118 L40 -120" stroke-width="8"/></g>`;
}

export function wovenArmchair(c, cushion = PALETTE.linen) {
  const d = shade(c, -0.3);
  return `${shadow(90)}
    <path d="M-62 -22 L-68 0 M62 -22 L68 0" stroke="${d}" stroke-width="6" stroke-linecap="round"/>
    <path d="M-82 -26 Q-92 -120 -66 -156 Q0 -186 66 -156 Q92 -120 82 -26 Q0 -12 -82 -26Z" fill="${c}"/>
    <path d="M-82 -26 Q-92 -120 -66 -156 Q0 -186 66 -156 Q92 -120 82 -26 Q0 -12 -82 -26Z" fill="url(#weave)"/>
    <path d="M-60 -150 Q0 -172 60 -150 L56 -80 Q0 -70 -56 -80Z" fill="${shade(c, -0.18)}"/>
    <rect x="-54" y="-146" width="108" height="70" rx="24" fill="${shade(cushion, -0.06)}"/>
    <rect x="-64" y="-88" width="128" height="32" rx="15" fill="${cushion}"/>
    <path d="M-60 -76 Q0 -66 60 -76" stroke="#fff" stroke-opacity="0.35" stroke-width="3" fill="none"/>
    <path d="M-86 -110 Q-92 -70 -80 -40 L-64 -44 Q-70 -80 -66 -112Z" fill="${shade(c, 0.08)}"/>
    <path d="M86 -110 Q92 -70 80 -40 L64 -44 Q70 -80 66 -112Z" fill="${shade(c, -0.06)}"/>`;
}

export function sofa(
  c,
  cushion = PALETTE.linen,
  { seats = 3, pillows = [PALETTE.terracotta, PALETTE.honey], legs = PALETTE.oak } = {},
) {
  const w = 96 * seats;
  const half = w / 2;
  const seatCushions = [];
  const backCushions = [];
  for (let i = 0; i < seats; i++) {
    const x = -half + i * 96 + 3;
    seatCushions.push(
      `<rect x="${x}" y="-92" width="90" height="30" rx="12" fill="${cushion}"/><path d="M${x + 6} -80 h78" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`,
    );
    backCushions.push(`<rect x="${x + 2}" y="-156" width="86" height="68" rx="20" fill="${shade(cushion, -0.07)}"/>`);
  }
  const pil = pillows
    .map((p, i) => {
      const x = i % 2 === 0 ? -half + 28 + i * 10 : half - 62 - i * 6;
      return `<g transform="translate(${x} -120) rotate(${i % 2 ? 10 : -10})"><rect width="38" height="36" rx="9" fill="${p}"/><path d="M4 18 H34" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/></g>`;
    })
    .join("");
  return `${shadow(half + 30)}
    <path d="M${-half + 6} -12 L${-half + 2} 0 M${half - 6} -12 L${half - 2} 0" stroke="${legs}" stroke-width="6" stroke-linecap="round"/>
    <rect x="${-half - 26}" y="-164" width="${w + 52}" height="84" rx="22" fill="${shade(c, -0.1)}"/>
    <rect x="${-half - 20}" y="-72" width="${w + 40}" height="60" rx="14" fill="${c}"/>
    ${backCushions.join("")}${seatCushions.join("")}
    <rect x="${-half - 30}" y="-118" width="40" height="106" rx="16" fill="${shade(c, 0.05)}"/>
    <rect x="${half - 10}" y="-118" width="40" height="106" rx="16" fill="${shade(c, -0.05)}"/>
    ${pil}`;
}

export function parasol(c, { h = 300, w = 175, pole = PALETTE.oak, square = false } = {}) {
  const d = shade(c, -0.22);
  const top = -h;
  const edge = top + (square ? 40 : 62);
  const scallops = [];
  const n = 8;
  for (let i = n; i > 0; i--) {
    const x1 = -w + (2 * w * i) / n;
    const x0 = -w + (2 * w * (i - 1)) / n;
    scallops.push(`Q${((x0 + x1) / 2).toFixed(1)} ${edge + 14} ${x0.toFixed(1)} ${edge}`);
  }
  const canopy = square
    ? `M${-w} ${edge} L0 ${top - 14} L${w} ${edge} L${w} ${edge + 10} L${-w} ${edge + 10}Z`
    : `M${-w} ${edge} Q${-w * 0.55} ${top + 2} 0 ${top - 22} Q${w * 0.55} ${top + 2} ${w} ${edge} ${scallops.join(" ")}Z`;
  const ribs = [-0.66, -0.33, 0, 0.33, 0.66]
    .map(
      (f) =>
        `<path d="M0 ${top - 20} L${(w * f).toFixed(1)} ${edge + 6}" stroke="${d}" stroke-opacity="0.45" stroke-width="2"/>`,
    )
    .join("");
  return `${shadow(36)}
    <ellipse cx="0" cy="-3" rx="32" ry="8" fill="${PALETTE.anthracite}"/>
    <path d="M0 -4 L0 ${top - 20}" stroke="${pole}" stroke-width="6" stroke-linecap="round"/>
    <path d="${canopy}" fill="${c}"/>
    <path d="M0 ${top - 22} Q${w * 0.55} ${top + 2} ${w} ${edge} L${w * 0.5} ${edge + 8} Z" fill="${d}" opacity="0.35"/>
    ${ribs}
    <circle cx="0" cy="${top - 26}" r="5" fill="${pole}"/>`;
}

export function floorLamp(shadeColor = PALETTE.linen, lit = 0) {
  return `${shadow(30)}
    ${lit ? glow(0, -250, 120, lit) : ""}
    <ellipse cx="0" cy="-3" rx="26" ry="6" fill="${PALETTE.anthracite}"/>
    <path d="M0 -4 L0 -238" stroke="${PALETTE.anthracite}" stroke-width="4"/>
    <path d="M-34 -230 L34 -230 L22 -280 L-22 -280Z" fill="${shadeColor}"/>
    ${lit ? `<path d="M-34 -230 L34 -230 L22 -280 L-22 -280Z" fill="#ffe3a8" opacity="${0.5 * lit}"/>` : ""}`;
}

export function tableLamp(c = PALETTE.cotton, lit = 0) {
  return `${shadow(18)}${lit ? glow(0, -52, 70, lit) : ""}
    <path d="M-12 -2 h24 l-4 -6 h-16z" fill="${shade(c, -0.3)}"/>
    <path d="M0 -6 L0 -42" stroke="${shade(c, -0.3)}" stroke-width="4"/>
    <path d="M-28 -40 Q-26 -72 0 -74 Q26 -72 28 -40Z" fill="${c}"/>
    ${lit ? `<path d="M-28 -40 Q-26 -72 0 -74 Q26 -72 28 -40Z" fill="#ffe3a8" opacity="${0.55 * lit}"/>` : ""}`;
}

export function lantern(lit = 0.8, c = PALETTE.anthracite) {
  return `${shadow(16)}${lit ? glow(0, -34, 60, lit) : ""}
    <rect x="-15" y="-62" width="30" height="58" rx="4" fill="none" stroke="${c}" stroke-width="3"/>
    <rect x="-12" y="-58" width="24" height="52" fill="#fff3d6" opacity="${0.35 + 0.5 * lit}"/>
    <path d="M-17 -62 L0 -76 L17 -62Z" fill="${c}"/><circle cx="0" cy="-80" r="4" fill="none" stroke="${c}" stroke-width="2"/>
    <rect x="-4" y="-30" width="8" height="18" rx="2" fill="${PALETTE.cotton}"/><ellipse cx="0" cy="-35" rx="3" ry="5" fill="#ffb347" opacity="${lit}"/>`;
}

export function potPlant({
  pot = PALETTE.terracotta,
  leaves = [PALETTE.olive, PALETTE.sage, "#6b7d5a", "#93a27b"],
  size = 1,
  tree = false,
  seed = 3,
} = {}) {
  const rand = rng(seed);
  const potW = 34 * size;
  const potH = 46 * size;
  const crownY = tree ? -potH - 150 * size : -potH - 40 * size;
  const crownR = (tree ? 80 : 46) * size;
  const blobs = [];
  for (let i = 0; i < (tree ? 90 : 40); i++) {
    const a = rand() * Math.PI * 2;
    const rr = Math.sqrt(rand()) * crownR;
    const x = Math.cos(a) * rr * 1.15;
    const y = crownY + Math.sin(a) * rr * 0.85;
    const col = leaves[Math.floor(rand() * leaves.length)];
    blobs.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(7 + rand() * 6) * size}" ry="${(3.5 + rand() * 2.5) * size}" transform="rotate(${(rand() * 180).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${col}" opacity="0.92"/>`,
    );
  }
  const trunk = tree
    ? `<path d="M-4 ${-potH} C-10 ${-potH - 50 * size} 8 ${-potH - 90 * size} -2 ${crownY + 20}" stroke="#6d5a45" stroke-width="${7 * size}" fill="none" stroke-linecap="round"/><path d="M0 ${-potH - 70 * size} C12 ${-potH - 90 * size} 20 ${crownY + 30} 26 ${crownY + 10}" stroke="#6d5a45" stroke-width="${4 * size}" fill="none"/>`
    : `<path d="M0 ${-potH} L0 ${crownY + 20}" stroke="#5d6b4a" stroke-width="${3 * size}"/>`;
  return `${shadow(potW * 1.3)}${trunk}${blobs.join("")}
    <path d="M${-potW} ${-potH} L${potW} ${-potH} L${potW * 0.78} 0 L${-potW * 0.78} 0Z" fill="${pot}"/>
    <rect x="${-potW - 4}" y="${-potH - 8}" width="${potW * 2 + 8}" height="10" rx="3" fill="${shade(pot, 0.08)}"/>
    <path d="M${potW * 0.2} ${-potH + 4} L${potW * 0.95} ${-potH + 4} L${potW * 0.74} -2 L${potW * 0.1} -2Z" fill="#000" opacity="0.12"/>`;
}

export function grassPot(pot = PALETTE.stone, c = PALETTE.sage) {
  const blades = [];
  for (let i = -9; i <= 9; i++) {
    const x = i * 5;
    blades.push(
      `<path d="M${x * 0.3} -40 Q${x} -90 ${x * 2.6} -${110 - Math.abs(i) * 3}" stroke="${i % 2 ? c : shade(c, -0.2)}" stroke-width="2.4" fill="none"/>`,
    );
  }
  return `${shadow(40)}${blades.join("")}<path d="M-34 -44 L34 -44 L28 0 L-28 0Z" fill="${pot}"/><rect x="-36" y="-48" width="72" height="7" rx="3" fill="${shade(pot, 0.1)}"/>`;
}

export function bench(c, { w = 150 } = {}) {
  const d = shade(c, -0.3);
  const slats = [0, 1, 2]
    .map(
      (k) =>
        `<path d="M${-w} ${-160 + k * 22} Q0 ${-154 + k * 22} ${w} ${-160 + k * 22}" stroke="${c}" stroke-width="12" stroke-linecap="round" fill="none"/>`,
    )
    .join("");
  const seat = [0, 1, 2]
    .map(
      (k) =>
        `<path d="M${-w - 6} ${-84 - k * 7} Q0 ${-78 - k * 7} ${w + 6} ${-84 - k * 7}" stroke="${k === 0 ? shade(c, 0.06) : c}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    )
    .join("");
  return `${shadow(w + 20)}
    <g stroke="${d}" stroke-width="5" stroke-linecap="round" fill="none"><path d="M${-w + 16} -96 L${-w + 10} -2"/><path d="M${w - 16} -96 L${w - 10} -2"/></g>
    ${slats}
    <g stroke="${c}" stroke-width="5.5" stroke-linecap="round" fill="none"><path d="M${-w + 4} -84 L${-w - 4} 0"/><path d="M${w - 4} -84 L${w + 4} 0"/>
    <path d="M${-w} -166 L${-w + 8} -86"/><path d="M${w} -166 L${w - 8} -86"/></g>
    ${seat}`;
}

export function lounger(c, cushion = PALETTE.cotton) {
  const d = shade(c, -0.3);
  return `${shadow(150)}
    <g stroke="${d}" stroke-width="6" stroke-linecap="round"><path d="M-130 -30 L-136 0"/><path d="M120 -30 L126 0"/></g>
    <path d="M-150 -34 L130 -34 L138 -48 L-150 -48Z" fill="${c}"/>
    <path d="M-140 -48 L60 -48 L60 -62 L-140 -62 Q-148 -62 -146 -54Z" fill="${cushion}"/>
    <path d="M60 -48 L128 -48 L170 -120 L150 -128 Z" fill="${cushion}"/>
    <path d="M130 -34 L176 -124" stroke="${c}" stroke-width="8" stroke-linecap="round"/>
    <path d="M-140 -56 H56" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`;
}

export function pouf(c) {
  return `${shadow(44)}<ellipse cx="0" cy="-8" rx="44" ry="12" fill="${shade(c, -0.2)}"/><rect x="-44" y="-58" width="88" height="50" fill="${c}"/><rect x="-44" y="-58" width="88" height="50" fill="url(#weave)"/><ellipse cx="0" cy="-58" rx="44" ry="13" fill="${shade(c, 0.1)}"/>`;
}

export function cushion(c, rot = 0, w = 60) {
  return `<g transform="rotate(${rot})"><rect x="${-w / 2}" y="${-w * 0.9}" width="${w}" height="${w * 0.9}" rx="${w * 0.22}" fill="${c}"/><path d="M${-w / 2 + 6} ${-w * 0.45} H${w / 2 - 6}" stroke="#fff" stroke-opacity="0.28" stroke-width="2"/><circle cx="0" cy="${-w * 0.45}" r="2.5" fill="${shade(c, -0.25)}"/></g>`;
}

export function eggSwing(c = PALETTE.honey, cushionColor = PALETTE.cotton) {
  return `${shadow(70)}
    <ellipse cx="0" cy="-4" rx="58" ry="12" fill="${PALETTE.anthracite}"/>
    <path d="M-10 -8 C-20 -150 40 -300 80 -310 C96 -312 100 -300 96 -290" stroke="${PALETTE.anthracite}" stroke-width="9" fill="none" stroke-linecap="round"/>
    <path d="M92 -292 L92 -262" stroke="${PALETTE.anthracite}" stroke-width="3"/>
    <g transform="translate(92 -90)">
      <path d="M0 -174 C-70 -170 -76 -60 -64 -20 C-50 20 50 20 64 -20 C76 -60 70 -170 0 -174Z" fill="${c}"/>
      <path d="M0 -174 C-70 -170 -76 -60 -64 -20 C-50 20 50 20 64 -20 C76 -60 70 -170 0 -174Z" fill="url(#weave)"/>
      <path d="M0 -150 C-46 -140 -52 -70 -42 -40 C-30 -20 30 -20 42 -40 C52 -70 46 -140 0 -150Z" fill="${shade(c, -0.35)}"/>
      <rect x="-40" y="-66" width="80" height="34" rx="14" fill="${cushionColor}"/>
      <rect x="-34" y="-118" width="68" height="52" rx="18" fill="${shade(cushionColor, -0.06)}"/>
    </g>`;
}

export function diningTable(c, { w = 230, top = "" } = {}) {
  const d = shade(c, -0.3);
  return `${shadow(w * 0.65)}
    <g stroke="${d}" stroke-width="7" stroke-linecap="round"><path d="M${-w * 0.42} -110 L${-w * 0.46} -2"/><path d="M${w * 0.42} -110 L${w * 0.46} -2"/></g>
    <g stroke="${c}" stroke-width="8" stroke-linecap="round"><path d="M${-w * 0.5} -108 L${-w * 0.54} 0"/><path d="M${w * 0.5} -108 L${w * 0.54} 0"/></g>
    <path d="M${-w * 0.5} -126 L${w * 0.5} -126 L${w * 0.58} -108 L${-w * 0.58} -108Z" fill="${c}"/>
    <rect x="${-w * 0.58}" y="-108" width="${w * 1.16}" height="8" fill="${d}"/>
    ${top}`;
}

export function stringLights(x0, y0, x1, y1, sag, count, lit) {
  const pts = [];
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2 + sag * 2;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1;
    pts.push(
      `${lit > 0.05 ? glow(x, y + 8, 26, lit * 0.8) : ""}<circle cx="${x.toFixed(1)}" cy="${(y + 8).toFixed(1)}" r="4.5" fill="${mix("#b9b2a4", "#fff1c9", lit)}"/>`,
    );
  }
  const path = `M${x0} ${y0} Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`;
  return `<path d="${path}" stroke="#2a2a28" stroke-width="1.5" fill="none" opacity="0.7"/>${pts.join("")}`;
}

/* ------------------------------------------------------------------ backgrounds */

export function skyGradient(id, stops) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`;
}

/** Stone floor in perspective from y0 to the bottom, vanishing towards (vx, horizon). */
export function stoneFloor(w, h, y0, { color = "#e6d8c3", line = "#cdbb9f", vx = w / 2, tiles = 14 } = {}) {
  const lines = [];
  for (let i = -tiles; i <= tiles * 2; i++) {
    const xb = (i / tiles) * w;
    lines.push(
      `<path d="M${(vx + (xb - vx) * 0.18).toFixed(1)} ${y0} L${xb.toFixed(1)} ${h}" stroke="${line}" stroke-width="1.5" opacity="0.7"/>`,
    );
  }
  let y = y0;
  let step = 10;
  while (y < h) {
    lines.push(`<path d="M0 ${y.toFixed(1)} H${w}" stroke="${line}" stroke-width="1.3" opacity="0.6"/>`);
    step *= 1.35;
    y += step;
  }
  return `<rect x="0" y="${y0}" width="${w}" height="${h - y0}" fill="${color}"/>${lines.join("")}`;
}

export function woodFloor(w, h, y0, { color = "#c49a6c", vx = w / 2 } = {}) {
  const lines = [];
  for (let i = -20; i <= 40; i++) {
    const xb = (i / 20) * w;
    lines.push(
      `<path d="M${(vx + (xb - vx) * 0.25).toFixed(1)} ${y0} L${xb.toFixed(1)} ${h}" stroke="${shade(color, -0.15)}" stroke-width="1.4" opacity="0.55"/>`,
    );
  }
  return `<rect x="0" y="${y0}" width="${w}" height="${h - y0}" fill="${color}"/><rect x="0" y="${y0}" width="${w}" height="${h - y0}" fill="url(#floorShade)"/>${lines.join("")}`;
}

export function hills(w, y, color, seed, amp = 40) {
  const r = rng(seed);
  let d = `M0 ${y}`;
  for (let x = 0; x <= w; x += w / 6)
    d += ` Q${(x + w / 12).toFixed(0)} ${(y - amp * (0.4 + r())).toFixed(0)} ${(x + w / 6).toFixed(0)} ${(y - amp * r() * 0.5).toFixed(0)}`;
  return `<path d="${d} L${w} ${y + 200} L0 ${y + 200}Z" fill="${color}"/>`;
}

export function treeLine(w, y, colors, seed, { size = 1, count = 26 } = {}) {
  const r = rng(seed);
  const out = [];
  for (let i = 0; i < count; i++) {
    const x = (i / count) * w + r() * 40 - 20;
    const rad = (40 + r() * 50) * size;
    out.push(
      `<ellipse cx="${x.toFixed(0)}" cy="${(y - rad * 0.6).toFixed(0)}" rx="${rad.toFixed(0)}" ry="${(rad * 1.15).toFixed(0)}" fill="${colors[i % colors.length]}"/>`,
    );
  }
  return out.join("");
}

export function hedge(w, y, height, color, seed) {
  const r = rng(seed);
  const blobs = [];
  for (let x = -20; x < w + 20; x += 26) {
    blobs.push(
      `<circle cx="${x}" cy="${(y - height + r() * 14).toFixed(0)}" r="${(22 + r() * 10).toFixed(0)}" fill="${shade(color, (r() - 0.5) * 0.2)}"/>`,
    );
  }
  return `<rect x="0" y="${y - height}" width="${w}" height="${height}" fill="${color}"/>${blobs.join("")}`;
}

export function lawn(w, h, y0, color) {
  return `<rect x="0" y="${y0}" width="${w}" height="${h - y0}" fill="${color}"/><rect x="0" y="${y0}" width="${w}" height="${h - y0}" fill="url(#lawnShade)"/>`;
}

/** A plaster wall with a soft sunlight patch (window shape) falling on it. */
/**
 * @param {number} w
 * @param {number} y1
 * @param {string} color
 * @param {{ light?: boolean, arch?: { x: number, w: number, top: number, fill: string, inner?: string } | null }} [opts]
 */
export function wall(w, y1, color, { light = true, arch = null } = {}) {
  const sun = light
    ? `<path d="M${w * 0.55} ${y1 * 0.15} L${w * 0.8} ${y1 * 0.1} L${w * 0.86} ${y1 * 0.85} L${w * 0.6} ${y1 * 0.9}Z" fill="#fff6e0" opacity="0.35" filter="url(#blur10)"/>`
    : "";
  const a = arch
    ? `<path d="M${arch.x - arch.w / 2} ${y1} L${arch.x - arch.w / 2} ${arch.top + arch.w / 2} A${arch.w / 2} ${arch.w / 2} 0 0 1 ${arch.x + arch.w / 2} ${arch.top + arch.w / 2} L${arch.x + arch.w / 2} ${y1}Z" fill="${arch.fill}"/>${arch.inner ?? ""}`
    : "";
  return `<rect x="0" y="0" width="${w}" height="${y1}" fill="${color}"/>${sun}${a}`;
}

export function rug(cx, cy, rx, ry, color, border) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${border}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx - 10}" ry="${ry - 5}" fill="${color}"/>`;
}

export function frame(x, y, w, h, art) {
  return `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="#d8c6a8"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f3ede2"/>${art}`;
}

/** Warm or cool wash and a vignette over the whole picture. */
export function finish(w, h, { tint = "#ffd9a0", tintOpacity = 0.08, vignette = 1 } = {}) {
  return `<rect width="${w}" height="${h}" fill="${tint}" opacity="${tintOpacity}"/><rect width="${w}" height="${h}" fill="url(#vignette)" opacity="${vignette}"/>`;
}

export function svg(w, h, body, extraDefs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(`${extraDefs}
  <linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
  <linearGradient id="lawnShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2a24" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0.05"/></linearGradient>`)}${body}</svg>`;
}
