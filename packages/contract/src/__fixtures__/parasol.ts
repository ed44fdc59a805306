import type { ConfiguratorDefinition } from "../configurator-model.js";

/** A small parasol configurator for the contract's tests: every kind of rule, price and choice once. */
export const PARASOL: ConfiguratorDefinition = {
  name: "Test Parasol",
  brand: "OLTA",
  exchangeRate: "1.0850",
  steps: [
    {
      id: "size",
      kind: "single",
      title: { en: "Shape and size", tr: "Şekil ve boyut" },
      group: "parasol",
      role: "size",
      default: "d200",
      options: [
        {
          id: "d200",
          label: { en: "Round Ø200cm", tr: "Yuvarlak Ø200cm" },
          priceCents: 44_500,
          preview: { sizeCm: 200 },
        },
        {
          id: "d220",
          label: { en: "Round Ø220cm", tr: "Yuvarlak Ø220cm" },
          priceCents: 49_500,
          preview: { sizeCm: 220 },
        },
      ],
    },
    {
      id: "frame",
      kind: "single",
      title: { en: "Frame colour", tr: "Çerçeve rengi" },
      group: "parasol",
      default: "anthracite",
      options: [
        { id: "anthracite", label: { en: "Anthracite" }, hex: "#3B3D40", priceCents: 0 },
        { id: "red-ochre", label: { en: "Red ochre" }, hex: "#A5482E", priceCents: 3_500 },
      ],
    },
    {
      id: "fabric",
      kind: "single",
      title: { en: "Fabric quality", tr: "Kumaş kalitesi" },
      colourTitle: { en: "Fabric colour", tr: "Kumaş rengi" },
      group: "parasol",
      default: "polyester",
      options: [
        {
          id: "polyester",
          label: { en: "Polyester 180 g/m²" },
          colours: [
            { id: "cotton-white", name: "Cotton white", hex: "#F2EFE6" },
            { id: "honey", name: "Honey", hex: "#D9A43A" },
            { id: "anthracite", name: "Anthracite", hex: "#3B3D40" },
          ],
          priceCents: { by: "size", cents: { d200: 0, d220: 0 } },
        },
        {
          id: "acrylic",
          label: { en: "Acrylic 300 g/m²", tr: "Akrilik 300 g/m²" },
          colours: [
            { id: "cotton-white", name: "Cotton white", hex: "#F2EFE6" },
            { id: "red-ochre", name: "Red ochre", hex: "#A5482E" },
            { id: "deep-blue", name: "Deep blue", hex: "#1F2A44" },
          ],
          priceCents: { by: "size", cents: { d200: 9_000, d220: 11_000 } },
        },
      ],
    },
    {
      id: "volant",
      kind: "single",
      title: { en: "Volant", tr: "Volan" },
      group: "parasol",
      default: "none",
      options: [
        { id: "none", label: { en: "Without volant", tr: "Volansız" }, priceCents: 0 },
        {
          id: "scalloped",
          label: { en: "Scalloped volant", tr: "Dalgalı volan" },
          priceCents: { by: "size", cents: { d200: 8_500, d220: 9_500 } },
        },
      ],
    },
    {
      id: "fastening",
      kind: "single",
      title: { en: "Fastening", tr: "Sabitleme" },
      group: "base",
      default: "base",
      options: [
        { id: "base", label: { en: "Base with weights", tr: "Ağırlıklı taban" }, priceCents: 19_900 },
        {
          id: "wall-bracket",
          label: { en: "Wall/balcony bracket", tr: "Duvar/balkon braketi" },
          priceCents: 14_900,
          requires: [{ step: "size", options: ["d200"] }],
        },
      ],
    },
    {
      id: "accessories",
      kind: "multi",
      title: { en: "Accessories", tr: "Aksesuarlar" },
      group: "extras",
      options: [
        {
          id: "cover",
          label: { en: "Protective cover", tr: "Koruyucu kılıf" },
          priceCents: { by: "size", cents: { d200: 4_900, d220: 5_500 } },
          maxQuantity: 1,
        },
        {
          id: "base-plate",
          label: { en: "Extra base plate", tr: "Ek taban plakası" },
          priceCents: 3_900,
          maxQuantity: 4,
          requires: [{ step: "fastening", options: ["base"] }],
        },
      ],
    },
  ],
};
