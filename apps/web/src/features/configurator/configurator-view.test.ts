import { PARASOL } from "@avlu/contract/__fixtures__/parasol";
import type { ConfiguratorDefinition, StepRole } from "@avlu/contract/configurator-model";
import { quoteConfiguration } from "@avlu/contract/configurator-price";
import { parseConfiguration, resolveConfiguration } from "@avlu/contract/configurator-rules";
import type { Language } from "@avlu/contract/languages";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "../../i18n/i18n";
import { testI18n } from "../../test/i18n";
import {
  describeNotes,
  priceAnnouncement,
  priceEffect,
  priceParts,
  unavailableReason,
  type Words,
  withChoice,
  withQuantity,
} from "./configurator-view";
import { POLE_MM, previewDescription, previewModel, scallopPath, scallopRing } from "./preview-model";

/** The contract's test parasol with the roles and preview hints the OLTA data has. */
const ROLES: Record<string, StepRole> = {
  size: "size",
  frame: "frame",
  fabric: "fabric",
  volant: "volant",
  fastening: "fastening",
  accessories: "accessories",
};
const DEF: ConfiguratorDefinition = {
  ...PARASOL,
  steps: PARASOL.steps.map((s) => ({
    ...s,
    role: ROLES[s.id] as StepRole,
    options: s.options.map((o) =>
      s.id === "volant"
        ? { ...o, preview: { edge: o.id === "none" ? "none" : "scalloped" } }
        : s.id === "fastening"
          ? { ...o, preview: { mount: o.id === "base" ? "base" : "wall" } }
          : o,
    ),
  })),
};
const step = (id: string) => DEF.steps.find((s) => s.id === id) as (typeof DEF.steps)[number];
const option = (s: string, o: string) =>
  step(s).options.find((x) => x.id === o) as (typeof DEF.steps)[number]["options"][number];
/** The page's words in a language, as useWords() gives them. */
function wordsIn(language: Language): Words {
  const i18n = testI18n(language);
  return { language, t: (key: MessageKey, values) => i18n._(key, values) };
}
const EN = wordsIn("en");
const TR = wordsIn("tr");
const resolved = (q: string) => resolveConfiguration(DEF, parseConfiguration(DEF, new URLSearchParams(q)));

describe("price effects", () => {
  const config = resolved("size=d220").configuration;
  it("shows the first step's price as the parasol's price and the others as what they add", () => {
    expect(priceEffect(DEF, step("size"), option("size", "d200"), config, EN)).toBe("445.00€");
    expect(priceEffect(DEF, step("frame"), option("frame", "anthracite"), config, EN)).toBe("Included");
    expect(priceEffect(DEF, step("frame"), option("frame", "red-ochre"), config, EN)).toBe("+35.00€");
  });
  it("prices an option by the size chosen", () => {
    expect(priceEffect(DEF, step("fabric"), option("fabric", "acrylic"), config, EN)).toBe("+110.00€");
    expect(priceEffect(DEF, step("fabric"), option("fabric", "acrylic"), resolved("").configuration, EN)).toBe(
      "+90.00€",
    );
  });
  it("says 'each' for extras with quantities", () => {
    expect(priceEffect(DEF, step("accessories"), option("accessories", "base-plate"), config, EN)).toBe("+39.00€ each");
    expect(priceEffect(DEF, step("accessories"), option("accessories", "cover"), config, EN)).toBe("+55.00€");
  });
});

describe("allowed combinations", () => {
  it("names what an option needs", () => {
    const big = resolved("size=d220").configuration;
    expect(unavailableReason(DEF, option("fastening", "wall-bracket"), big, EN)).toBe("Only with Round Ø200cm");
    expect(unavailableReason(DEF, option("fastening", "wall-bracket"), resolved("").configuration, EN)).toBeNull();
  });
  it("a change that makes a choice impossible is corrected with a note", () => {
    const wall = resolved("fastening=wall-bracket").configuration;
    const { configuration, notes } = resolveConfiguration(DEF, withChoice(wall, "size", "d220"));
    expect(configuration.choices.fastening).toBe("base");
    expect(describeNotes(DEF, notes, EN)).toEqual([
      "Fastening: Wall/balcony bracket is offered only with Shape and size: Round Ø200cm; Base with weights is chosen instead.",
    ]);
  });
  it("quantities: 0 removes an extra", () => {
    const c = withQuantity(resolved("accessories=base-plate*2").configuration, "accessories", "base-plate", 0);
    expect(c.extras.accessories).toEqual({});
  });
});

describe("price parts", () => {
  it("separates the parasol (excl. base), the base and extras, and converts the total once", () => {
    const { configuration } = resolved("size=d220&fabric=acrylic&accessories=cover");
    const quote = quoteConfiguration(DEF, configuration);
    expect(priceParts(DEF, quote, EN)).toEqual({
      parts: [
        { group: "parasol", label: "Parasol", amount: "605.00€" },
        { group: "base", label: "Base and fastening", amount: "199.00€" },
        { group: "extras", label: "Accessories and spare parts", amount: "55.00€" },
      ],
      total: "859.00€",
      shopTotal: "$932.02",
      rate: "1.0850",
    });
    expect(priceAnnouncement(quote, EN)).toBe("Total 859.00€, RRP incl. VAT.");
  });
});

describe("preview", () => {
  it("draws the choices: size, palette colours, volant edge, mount, plates", () => {
    const m = previewModel(
      DEF,
      resolved(
        "size=d220&frame=red-ochre&fabric=acrylic&fabric-colour=deep-blue&volant=scalloped&accessories=base-plate*3",
      ).configuration,
    );
    expect(m).toMatchObject({
      shape: "round",
      sizeCm: 220,
      fabricHex: "#1F2A44",
      frameHex: "#A5482E",
      edge: "scalloped",
      mount: "base",
      plates: 3,
      lighting: false,
    });
    expect(previewDescription(m, "OLTA Classic", EN)).toBe(
      `OLTA Classic: round canopy Ø 220 cm in Deep blue with a scalloped volant, Red ochre frame, pole Ø ${POLE_MM} mm on a weighted base`,
    );
  });
  it("a wall bracket is drawn as the mount", () => {
    expect(previewModel(DEF, resolved("fastening=wall-bracket").configuration).mount).toBe("wall");
  });
  it("scallops close their shapes and stay finite", () => {
    expect(scallopPath(0, 100, 50, 8, 5)).toMatch(/^M 0 42 L 0 50 (Q [\d. ]+ ){5}L 100 42 Z$/);
    const ring = scallopRing(150, 150, 100, 6, 24);
    expect(ring.startsWith("M 250 150")).toBe(true);
    expect(ring).not.toMatch(/NaN|Infinity/);
  });
});

describe("in Turkish (issue 20)", () => {
  it("prices, reasons, notes, parts and the drawing's words", () => {
    const config = resolved("size=d220").configuration;
    expect(priceEffect(DEF, step("size"), option("size", "d200"), config, TR)).toBe("445,00 €");
    expect(priceEffect(DEF, step("frame"), option("frame", "anthracite"), config, TR)).toBe("Dahil");
    expect(priceEffect(DEF, step("accessories"), option("accessories", "base-plate"), config, TR)).toBe(
      "adet başına +39,00 €",
    );
    expect(unavailableReason(DEF, option("fastening", "wall-bracket"), config, TR)).toBe(
      "Yalnızca Yuvarlak Ø200cm ile",
    );
    const { configuration } = resolved("size=d220&fabric=acrylic&accessories=cover");
    const quote = quoteConfiguration(DEF, configuration);
    expect(priceParts(DEF, quote, TR).parts.map((p) => `${p.label}: ${p.amount}`)).toEqual([
      "Şemsiye: 605,00 €",
      "Taban ve sabitleme: 199,00 €",
      "Aksesuar ve yedek parçalar: 55,00 €",
    ]);
    expect(priceParts(DEF, quote, TR).shopTotal).toBe("$932,02");
    expect(priceAnnouncement(quote, TR)).toBe("Toplam 859,00 €, KDV dahil tavsiye edilen fiyat.");
    const m = previewModel(
      DEF,
      resolved("frame=red-ochre&fabric-colour=honey&fastening=wall-bracket").configuration,
      "tr",
    );
    expect(previewDescription(m, "OLTA Classic", TR)).toBe(
      `OLTA Classic: Ø 200 cm yuvarlak şemsiye, Bal kumaş, volansız; Kırmızı Toprak çerçeve, Ø ${POLE_MM} mm direk, duvar braketine takılı`,
    );
  });
});
