/**
 * The OLTA Classic parasol's configurator as the shop starts with it (migration 021, ADR 2102):
 * SPEC's parasol page — round Ø200cm and Ø220cm, frame colours from the shop's palette, two fabric
 * qualities with their colour ranges, volant, four fastenings, accessories and spare parts — and
 * prices that make SPEC's "from 445.00€, RRP incl. VAT, excl. base": Ø200cm, standard fabric, no
 * volant = 445.00 €; the base is priced on its own.
 *
 * Frozen: a migration must insert the same data forever. The owner changes it in /admin/configurator
 * (each save is a new version); a test checks that this data still passes today's definition rules.
 */

const t = (en: string, tr: string) => ({ en, tr });

const PALETTE = {
  cottonWhite: "#F2EFE6",
  anthracite: "#3B3D40",
  clayGrey: "#B8AFA6",
  liquorice: "#1B1B1B",
  cedarGreen: "#3F5B4A",
  redOchre: "#A5482E",
  deepBlue: "#1F2A44",
  honey: "#D9A43A",
  willowGreen: "#A9B98A",
  acapulcoBlue: "#2E8BC0",
  marshmallow: "#F3D3D8",
  frostedLemon: "#EDE59A",
  cactus: "#5E7F4F",
  stormGrey: "#5C6670",
} as const;

const bySize = (d200: number, d220: number) => ({ by: "size", cents: { d200, d220 } });

export const OLTA_CLASSIC_SLUG = "olta-classic";

export const OLTA_CLASSIC_DEFINITION = {
  name: "OLTA Classic",
  brand: "OLTA",
  description: t(
    "The classic parasol since 1931: choose its size, frame colour, fabric, volant, fastening and accessories.",
    "1931'den beri klasik şemsiye: boyutunu, çerçeve rengini, kumaşını, volanını, sabitlemesini ve aksesuarlarını seçin.",
  ),
  exchangeRate: "1.0850",
  steps: [
    {
      id: "size",
      kind: "single",
      title: t("Shape and size", "Şekil ve boyut"),
      group: "parasol",
      role: "size",
      default: "d200",
      options: [
        {
          id: "d200",
          label: t("Round Ø200cm", "Yuvarlak Ø200cm"),
          description: t("Shade for a table of two to four", "İki ile dört kişilik bir masaya gölge"),
          priceCents: 44_500,
          preview: { shape: "round", sizeCm: 200 },
        },
        {
          id: "d220",
          label: t("Round Ø220cm", "Yuvarlak Ø220cm"),
          description: t("Shade for a table of four to six", "Dört ile altı kişilik bir masaya gölge"),
          priceCents: 49_500,
          preview: { shape: "round", sizeCm: 220 },
        },
      ],
    },
    {
      id: "frame",
      kind: "single",
      title: t("Frame colour", "Çerçeve rengi"),
      help: t(
        "Powder-coated aluminium pole and runner; special colours cost a little more.",
        "Toz boyalı alüminyum direk ve sürgü; özel renkler biraz daha pahalıdır.",
      ),
      group: "parasol",
      role: "frame",
      default: "anthracite",
      options: [
        { id: "anthracite", label: t("Anthracite", "Anthracite"), hex: PALETTE.anthracite, priceCents: 0 },
        { id: "cotton-white", label: t("Cotton white", "Cotton white"), hex: PALETTE.cottonWhite, priceCents: 0 },
        { id: "clay-grey", label: t("Clay Grey", "Clay Grey"), hex: PALETTE.clayGrey, priceCents: 0 },
        { id: "liquorice", label: t("Liquorice", "Liquorice"), hex: PALETTE.liquorice, priceCents: 0 },
        { id: "cedar-green", label: t("Cedar green", "Cedar green"), hex: PALETTE.cedarGreen, priceCents: 3_500 },
        { id: "red-ochre", label: t("Red ochre", "Red ochre"), hex: PALETTE.redOchre, priceCents: 3_500 },
        { id: "deep-blue", label: t("Deep blue", "Deep blue"), hex: PALETTE.deepBlue, priceCents: 3_500 },
      ],
    },
    {
      id: "fabric",
      kind: "single",
      title: t("Fabric quality", "Kumaş kalitesi"),
      colourTitle: t("Fabric colour", "Kumaş rengi"),
      group: "parasol",
      role: "fabric",
      default: "polyester",
      options: [
        {
          id: "polyester",
          label: t("Polyester 180 g/m²", "Polyester 180 g/m²"),
          description: t("Light and easy to care for; the standard canopy.", "Hafif ve bakımı kolay; standart kumaş."),
          properties: [
            { label: t("UV protection", "UV koruması"), value: t("UPF 50+", "UPF 50+") },
            { label: t("Water repellence", "Su iticilik"), value: t("Water-repellent", "Su itici") },
            { label: t("Weight", "Ağırlık"), value: t("180 g/m²", "180 g/m²") },
          ],
          colours: [
            { id: "cotton-white", name: "Cotton white", hex: PALETTE.cottonWhite },
            { id: "clay-grey", name: "Clay Grey", hex: PALETTE.clayGrey },
            { id: "honey", name: "Honey", hex: PALETTE.honey },
            { id: "willow-green", name: "Willow Green", hex: PALETTE.willowGreen },
            { id: "acapulco-blue", name: "Acapulco blue", hex: PALETTE.acapulcoBlue },
            { id: "anthracite", name: "Anthracite", hex: PALETTE.anthracite },
          ],
          priceCents: bySize(0, 0),
        },
        {
          id: "acrylic",
          label: t("Acrylic 300 g/m²", "Akrilik 300 g/m²"),
          description: t(
            "Solution-dyed acrylic: colourfast for years, the premium canopy.",
            "Solüsyon boyalı akrilik: yıllarca solmaz, birinci sınıf kumaş.",
          ),
          properties: [
            { label: t("UV protection", "UV koruması"), value: t("UPF 80", "UPF 80") },
            {
              label: t("Water repellence", "Su iticilik"),
              value: t("Water- and dirt-repellent finish", "Su ve kir itici kaplama"),
            },
            { label: t("Weight", "Ağırlık"), value: t("300 g/m²", "300 g/m²") },
          ],
          colours: [
            { id: "cotton-white", name: "Cotton white", hex: PALETTE.cottonWhite },
            { id: "marshmallow", name: "Marshmallow", hex: PALETTE.marshmallow },
            { id: "frosted-lemon", name: "Frosted Lemon", hex: PALETTE.frostedLemon },
            { id: "red-ochre", name: "Red ochre", hex: PALETTE.redOchre },
            { id: "cactus", name: "Cactus", hex: PALETTE.cactus },
            { id: "deep-blue", name: "Deep blue", hex: PALETTE.deepBlue },
            { id: "storm-grey", name: "Storm Grey", hex: PALETTE.stormGrey },
            { id: "liquorice", name: "Liquorice", hex: PALETTE.liquorice },
          ],
          priceCents: bySize(9_000, 11_000),
        },
      ],
    },
    {
      id: "volant",
      kind: "single",
      title: t("Volant", "Volan"),
      group: "parasol",
      role: "volant",
      default: "none",
      options: [
        { id: "none", label: t("Without volant", "Volansız"), priceCents: 0, preview: { edge: "none" } },
        {
          id: "straight",
          label: t("Straight volant, 20 cm", "Düz volan, 20 cm"),
          priceCents: bySize(6_500, 7_500),
          preview: { edge: "straight" },
        },
        {
          id: "scalloped",
          label: t("Scalloped volant, 20 cm", "Dalgalı volan, 20 cm"),
          priceCents: bySize(8_500, 9_500),
          preview: { edge: "scalloped" },
        },
      ],
    },
    {
      id: "fastening",
      kind: "single",
      title: t("Fastening", "Sabitleme"),
      help: t(
        "Where the parasol stands: the base is priced apart from the parasol.",
        "Şemsiyenin duracağı yer: taban, şemsiyeden ayrı fiyatlandırılır.",
      ),
      group: "base",
      role: "fastening",
      default: "base",
      options: [
        {
          id: "base",
          label: t("Base with weights, 50 kg", "Ağırlıklı taban, 50 kg"),
          description: t("Steel frame with 4 granite plates of 12.5 kg", "4 adet 12,5 kg granit plakalı çelik taban"),
          priceCents: 19_900,
          preview: { mount: "base" },
        },
        {
          id: "ground-socket",
          label: t("Ground socket", "Zemin soketi"),
          description: t("Galvanised sleeve set in concrete or the lawn", "Betona veya çime gömülen galvanizli kovan"),
          priceCents: 8_900,
          preview: { mount: "socket" },
        },
        {
          id: "table",
          label: t("Table mounting", "Masa montajı"),
          description: t(
            "Through a table hole of Ø 30–50 mm, with a 15 kg foot",
            "Ø 30–50 mm masa deliğinden, 15 kg ayakla",
          ),
          priceCents: 12_900,
          preview: { mount: "table" },
        },
        {
          id: "wall-bracket",
          label: t("Wall/balcony bracket", "Duvar/balkon braketi"),
          description: t(
            "Stainless steel bracket for walls and railings of 20–60 mm; for Ø200cm only",
            "Duvar ve 20–60 mm korkuluklar için paslanmaz çelik braket; yalnızca Ø200cm için",
          ),
          priceCents: 14_900,
          requires: [{ step: "size", options: ["d200"] }],
          preview: { mount: "wall" },
        },
      ],
    },
    {
      id: "accessories",
      kind: "multi",
      title: t("Accessories and spare parts", "Aksesuar ve yedek parçalar"),
      group: "extras",
      role: "accessories",
      options: [
        {
          id: "cover",
          label: t("Protective cover with zip and rod", "Fermuarlı ve çubuklu koruyucu kılıf"),
          priceCents: bySize(4_900, 5_500),
          maxQuantity: 1,
        },
        {
          id: "lighting",
          label: t("LED lighting, rechargeable", "Şarj edilebilir LED aydınlatma"),
          priceCents: 12_900,
          maxQuantity: 1,
        },
        {
          id: "base-plate",
          label: t("Extra base plate 12.5 kg", "Ek taban plakası 12,5 kg"),
          description: t("For windy places: up to 4 more plates", "Rüzgârlı yerler için: en fazla 4 ek plaka"),
          priceCents: 3_900,
          maxQuantity: 4,
          requires: [{ step: "fastening", options: ["base"] }],
        },
        {
          id: "rib",
          label: t("Fiberglass rib (spare part)", "Fiberglas çubuk (yedek parça)"),
          priceCents: 1_900,
          maxQuantity: 10,
        },
        {
          id: "gear-joint",
          label: t("Gear joint, nickel-plated brass (spare part)", "Nikel kaplı pirinç dişli mafsal (yedek parça)"),
          priceCents: 6_900,
          maxQuantity: 2,
        },
        {
          id: "runner-set",
          label: t("Runner and locking pin set (spare part)", "Sürgü ve kilit pimi seti (yedek parça)"),
          priceCents: 2_900,
          maxQuantity: 2,
        },
      ],
    },
  ],
};
