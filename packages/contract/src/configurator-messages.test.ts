import { describe, expect, it } from "vitest";
import { PARASOL } from "./__fixtures__/parasol.js";
import {
  configurationDescription,
  configurationLines,
  configuredMailBody,
  configuredMailSubject,
  configuredRequestLines,
  configuredWhatsappMessage,
  noteMessage,
} from "./configurator-messages.js";
import { quoteConfiguration } from "./configurator-price.js";
import { parseConfiguration, resolveConfiguration } from "./configurator-rules.js";

const resolved = (q: string) => resolveConfiguration(PARASOL, parseConfiguration(PARASOL, new URLSearchParams(q)));
const request = (q: string) => {
  const { configuration } = resolved(q);
  return {
    definition: PARASOL,
    configuration,
    quote: quoteConfiguration(PARASOL, configuration),
    link: `https://avlu.example/olta/configure?${q}`,
  };
};
const Q =
  "size=d220&frame=red-ochre&fabric=acrylic&fabric-colour=deep-blue&volant=scalloped&accessories=cover.base-plate*2";

describe("configuration in words", () => {
  it("lists every choice in step order, the colour after its quality, each extra on its own line", () => {
    expect(configurationLines(PARASOL, resolved(Q).configuration, "en")).toEqual([
      { step: "size", label: "Shape and size", value: "Round Ø220cm" },
      { step: "frame", label: "Frame colour", value: "Red ochre" },
      { step: "fabric", label: "Fabric quality", value: "Acrylic 300 g/m²" },
      { step: "fabric", label: "Fabric colour", value: "Deep blue" },
      { step: "volant", label: "Volant", value: "Scalloped volant" },
      { step: "fastening", label: "Fastening", value: "Base with weights" },
      { step: "accessories", label: "Accessories", value: "Protective cover" },
      { step: "accessories", label: "Accessories", value: "Extra base plate × 2" },
    ]);
  });

  it("writes Turkish where the definition has it, English where it does not, and 'Yok' for no extras", () => {
    const lines = configurationLines(PARASOL, resolved("").configuration, "tr");
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      "Şekil ve boyut: Yuvarlak Ø200cm",
      "Çerçeve rengi: Anthracite",
      "Kumaş kalitesi: Polyester 180 g/m²",
      "Kumaş rengi: Cotton white",
      "Volan: Volansız",
      "Sabitleme: Ağırlıklı taban",
      "Aksesuarlar: Yok",
    ]);
  });

  it("describes a cart line in one line", () => {
    expect(configurationDescription(PARASOL, resolved("size=d220").configuration, "en")).toBe(
      "Shape and size: Round Ø220cm; Frame colour: Anthracite; Fabric quality: Polyester 180 g/m²; Fabric colour: Cotton white; Volant: Without volant; Fastening: Base with weights; Accessories: None",
    );
  });
});

describe("order requests in SPEC's Turkish style", () => {
  it("WhatsApp: greeting, product, the configuration line by line, prices by part, total, link, closing", () => {
    expect(configuredWhatsappMessage(request(Q))).toBe(
      [
        "Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:",
        "",
        "Ürün Adı: Test Parasol",
        "Şekil ve boyut: Yuvarlak Ø220cm",
        "Çerçeve rengi: Red ochre",
        "Kumaş kalitesi: Akrilik 300 g/m²",
        "Kumaş rengi: Deep blue",
        "Volan: Dalgalı volan",
        "Sabitleme: Ağırlıklı taban",
        "Aksesuarlar: Koruyucu kılıf",
        "Aksesuarlar: Ek taban plakası × 2",
        "Ürün fiyatı: 735,00 €",
        "Taban ve montaj: 199,00 €",
        "Aksesuar ve yedek parça: 133,00 €",
        "Toplam: 1.067,00 € (KDV dahil tavsiye edilen satış fiyatı)",
        `Yapılandırma: https://avlu.example/olta/configure?${Q}`,
        "",
        "Fiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.",
      ].join("\n"),
    );
  });

  it("mail: subject 'Sipariş Talebi: {product}', the same lines, a question about stock and shipping", () => {
    const r = request("");
    expect(configuredMailSubject(PARASOL)).toBe("Sipariş Talebi: Test Parasol");
    expect(configuredMailBody(r)).toBe(
      [
        "Merhaba,",
        "",
        "Aşağıdaki ürün için sipariş talebinde bulunmak istiyorum:",
        "",
        ...configuredRequestLines(r),
        "",
        "Ürünün stok durumu ve kargo süresi hakkında bilgi verebilir misiniz?",
        "",
        "Teşekkürler,",
      ].join("\n"),
    );
    // No extras chosen: no extras price line.
    expect(configuredRequestLines(r).some((l) => l.startsWith("Aksesuar ve yedek parça:"))).toBe(false);
  });
});

describe("noteMessage", () => {
  const messages = (q: string) => resolved(q).notes.map((n) => noteMessage(PARASOL, n));

  it("names each invalid choice and what was chosen instead", () => {
    expect(messages("size=d300")).toEqual(['Shape and size: "d300" is not an option; Round Ø200cm is chosen instead.']);
    expect(messages("size=d220&fastening=wall-bracket")).toEqual([
      "Fastening: Wall/balcony bracket is offered only with Shape and size: Round Ø200cm; Base with weights is chosen instead.",
    ]);
    expect(messages("fabric=acrylic&fabric-colour=honey")).toEqual([
      "Fabric colour: Honey is not offered in Acrylic 300 g/m²; Red ochre, the nearest colour, is chosen instead.",
    ]);
    expect(messages("fabric-colour=tartan")).toEqual([
      'Fabric colour: "tartan" is not a colour of Polyester 180 g/m²; Cotton white is chosen instead.',
    ]);
    expect(messages("frame-colour=pink")).toEqual([
      'Frame colour: Anthracite has no colour choice; the colour "pink" was left out.',
    ]);
    expect(messages("fastening=wall-bracket&accessories=base-plate*9.cover*2.hammock.cover*x")).toEqual([
      "Accessories: Extra base plate is offered only with Fastening: Base with weights; it was left out.",
      "Accessories: the quantity of Protective cover must be a whole number; 1 is chosen.",
      'Accessories: "hammock" is not an option; it was left out.',
    ]);
    expect(messages("accessories=base-plate*9")).toEqual(["Accessories: at most 4 × Extra base plate; 4 is chosen."]);
  });

  it("says the same in Turkish, with the steps' and options' Turkish names (ADR 2011)", () => {
    const tr = (q: string) => resolved(q).notes.map((n) => noteMessage(PARASOL, n, "tr"));
    const all = [
      "size=d300",
      "size=d220&fastening=wall-bracket",
      "fabric=acrylic&fabric-colour=honey",
      "fabric-colour=tartan",
      "frame-colour=pink",
      "fastening=wall-bracket&accessories=base-plate*9.cover*2.hammock.cover*x",
      "accessories=base-plate*9",
    ].flatMap(tr);
    expect(all).toHaveLength(9);
    for (const sentence of all) {
      expect(sentence).not.toMatch(/ is | chosen | instead|left out|offered|whole number|at most/);
      expect(sentence).toMatch(/seçildi|çıkarıldı/);
    }
    expect(tr("size=d300")[0]).toMatch(/: "d300" bir seçenek değil; yerine .+ seçildi\.$/);
    expect(tr("accessories=base-plate*9")[0]).toMatch(/: en fazla 4 × .+; 4 seçildi\.$/);
  });

  it("says the same in Turkish for a Turkish page, with the colours as the page words them", () => {
    const turkish = (q: string) =>
      resolved(q).notes.map((n) =>
        noteMessage(PARASOL, n, "tr", (name) => (name === "Red ochre" ? "Kırmızı Toprak" : name)),
      );
    expect(turkish("size=d300")).toEqual(['Şekil ve boyut: "d300" bir seçenek değil; yerine Yuvarlak Ø200cm seçildi.']);
    expect(turkish("size=d220&fastening=wall-bracket")).toEqual([
      "Sabitleme: Duvar/balkon braketi yalnızca Şekil ve boyut: Yuvarlak Ø200cm ile sunuluyor; yerine Ağırlıklı taban seçildi.",
    ]);
    expect(turkish("fabric=acrylic&fabric-colour=honey")).toEqual([
      "Kumaş rengi: Honey, Akrilik 300 g/m² için sunulmuyor; yerine en yakın renk olan Kırmızı Toprak seçildi.",
    ]);
    expect(turkish("accessories=base-plate*9")).toEqual(["Aksesuarlar: en fazla 4 × Ek taban plakası; 4 seçildi."]);
  });
});
