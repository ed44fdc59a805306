import { optionWord } from "@avlu/contract/configurator-messages";
import {
  type Configuration,
  type ConfiguratorDefinition,
  chosenColour,
  chosenOption,
  type PreviewHints,
  stepOfRole,
} from "@avlu/contract/configurator-model";
import type { Language } from "@avlu/contract/languages";
import { colourNameIn, type Words } from "./configurator-view";

/** What the preview draws: everything comes from the definition's roles and preview hints. */
export interface PreviewModel {
  shape: "round" | "square";
  /** Canopy diameter (or side) in cm. */
  sizeCm: number;
  fabricHex: string;
  frameHex: string;
  edge: "none" | "straight" | "scalloped";
  mount: "base" | "socket" | "table" | "wall" | "none";
  /** An accessory whose id names lighting is chosen (LED strip under the ribs). */
  lighting: boolean;
  /** Extra base plates (accessory ids naming "plate"), drawn on the base. */
  plates: number;
  /** The canopy colour's name, for the drawing's text alternative (in the page's language). */
  fabricName: string;
  frameName: string;
}

/** Pole diameter of the OLTA frame (SPEC: pole 30 mm), marked on the drawing. */
export const POLE_MM = 30;

const FALLBACK_FABRIC = "#d8cfc0";
const FALLBACK_FRAME = "#3b3d40";

/** The option hints of a role's chosen option. */
function hints(def: ConfiguratorDefinition, config: Configuration, role: Parameters<typeof stepOfRole>[1]) {
  const step = stepOfRole(def, role);
  const option = step ? chosenOption(def, config, step.id) : undefined;
  return { step, option, preview: (option?.preview ?? {}) as PreviewHints };
}

/** The drawing of a (resolved) configuration; its colour names in `language`. */
export function previewModel(
  def: ConfiguratorDefinition,
  config: Configuration,
  language: Language = "en",
): PreviewModel {
  const colourName = colourNameIn(language);
  const size = hints(def, config, "size");
  const frame = hints(def, config, "frame");
  const fabric = hints(def, config, "fabric");
  const volant = hints(def, config, "volant");
  const fastening = hints(def, config, "fastening");
  const accessories = stepOfRole(def, "accessories");
  const fabricColour = fabric.step ? chosenColour(def, config, fabric.step.id) : undefined;
  const extras = accessories ? (config.extras[accessories.id] ?? {}) : {};
  const quantity = (word: string) =>
    Object.entries(extras)
      .filter(([id]) => id.includes(word))
      .reduce((sum, [, q]) => sum + q, 0);
  return {
    shape: size.preview.shape ?? "round",
    sizeCm: size.preview.sizeCm ?? 200,
    fabricHex: fabricColour?.hex ?? fabric.option?.hex ?? FALLBACK_FABRIC,
    frameHex: frame.option?.hex ?? FALLBACK_FRAME,
    edge: volant.preview.edge ?? "none",
    mount: fastening.preview.mount ?? (fastening.step ? "base" : "none"),
    lighting: quantity("light") > 0,
    plates: Math.min(4, quantity("plate")),
    fabricName: fabricColour ? colourName(fabricColour.name) : optionWord(fabric.option, language, colourName),
    frameName: optionWord(frame.option, language, colourName),
  };
}

/** The drawing's text alternative: what a screen reader hears instead of the picture. */
export function previewDescription(m: PreviewModel, name: string, { t }: Words): string {
  return t("configurator.preview.description", {
    name,
    shape: m.shape,
    size: m.sizeCm,
    fabric: m.fabricName,
    edge: m.edge,
    frame: m.frameName,
    pole: POLE_MM,
    mount: m.mount,
  });
}

/** Points of a scalloped edge along [x0, x1] at height y: `count` arcs hanging `depth` below. */
export function scallopPath(x0: number, x1: number, y: number, depth: number, count: number): string {
  const w = (x1 - x0) / count;
  const arcs = Array.from({ length: count }, (_, i) => {
    const x = x0 + i * w;
    return `Q ${round(x + w / 2)} ${round(y + depth * 2)} ${round(x + w)} ${round(y)}`;
  }).join(" ");
  return `M ${round(x0)} ${round(y - depth)} L ${round(x0)} ${round(y)} ${arcs} L ${round(x1)} ${round(y - depth)} Z`;
}

/** A scalloped ring around a circle (top view): `count` bumps between radius r and r + depth. */
export function scallopRing(cx: number, cy: number, r: number, depth: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2;
    const a1 = ((i + 1) / count) * Math.PI * 2;
    const am = (a0 + a1) / 2;
    const p0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)];
    const pm = [cx + (r + depth * 2) * Math.cos(am), cy + (r + depth * 2) * Math.sin(am)];
    const p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
    parts.push(
      `${i === 0 ? `M ${round(p0[0])} ${round(p0[1])} ` : ""}Q ${round(pm[0])} ${round(pm[1])} ${round(p1[0])} ${round(p1[1])}`,
    );
  }
  return `${parts.join(" ")} Z`;
}

const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;
