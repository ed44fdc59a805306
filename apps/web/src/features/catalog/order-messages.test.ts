import { describe, expect, it } from "vitest";
import {
  COLOR_REQUIRED_ALERT,
  mailBody,
  mailComposeUrl,
  mailSubject,
  orderRequestProblem,
  PACKING_REQUIRED_ALERT,
  whatsappMessage,
  whatsappUrl,
} from "./order-messages";

const full = { productName: "Luxembourg Armchair - Low", color: "Cactus", packing: "2" };
/** The product lines both messages carry for `full` (SPEC §7's shared frame), byte for byte. */
const FULL_LINES = "Ürün Adı: Luxembourg Armchair - Low\n" + "Renk: Cactus\n" + "Koli: 2\n";

describe("WhatsApp message", () => {
  it("greets, names product, colour and packing, and asks for information, byte for byte", () => {
    expect(whatsappMessage(full)).toBe(
      "Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:\n" +
        "\n" +
        FULL_LINES +
        "\n" +
        "Fiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.",
    );
  });

  it("leaves out the colour and packing lines when they were not chosen", () => {
    expect(whatsappMessage({ productName: "Granit Ayak", color: "", packing: "" })).toBe(
      "Merhaba, aşağıdaki ürünü sipariş etmek istiyorum:\n\nÜrün Adı: Granit Ayak\n\nFiyat, stok ve teslimat hakkında bilgi verebilir misiniz? Teşekkürler.",
    );
    expect(whatsappMessage({ ...full, color: "" })).not.toContain("Renk:");
    expect(whatsappMessage({ ...full, packing: "" })).not.toContain("Koli:");
  });

  it("links to wa.me with the number in digits and the message URL-encoded", () => {
    const url = whatsappUrl("90 532 555 01 31", full);
    expect(url.startsWith("https://wa.me/905325550131?text=")).toBe(true);
    const text = new URL(url).searchParams.get("text");
    expect(text).toBe(whatsappMessage(full));
    expect(url).toBe(`https://wa.me/905325550131?text=${encodeURIComponent(whatsappMessage(full))}`);
  });
});

describe("e-mail order request", () => {
  it("has the subject 'Sipariş Talebi: {product name}'", () => {
    expect(mailSubject("Opéra+ Chair")).toBe("Sipariş Talebi: Opéra+ Chair");
  });

  it("asks about stock and shipping, byte for byte", () => {
    expect(mailBody(full)).toBe(
      "Merhaba,\n" +
        "\n" +
        "Aşağıdaki ürün için sipariş talebinde bulunmak istiyorum:\n" +
        "\n" +
        FULL_LINES +
        "\n" +
        "Ürünün stok durumu ve kargo süresi hakkında bilgi verebilir misiniz?\n" +
        "\n" +
        "Teşekkürler,",
    );
    expect(mailBody({ ...full, color: "", packing: "" })).toBe(
      "Merhaba,\n\nAşağıdaki ürün için sipariş talebinde bulunmak istiyorum:\n\nÜrün Adı: Luxembourg Armchair - Low\n\nÜrünün stok durumu ve kargo süresi hakkında bilgi verebilir misiniz?\n\nTeşekkürler,",
    );
  });

  it("opens a Gmail compose window to both mailboxes with subject and body", () => {
    const url = mailComposeUrl(["siparis@avlu.com.tr", "info@avlu.com.tr"], full);
    expect(
      url.startsWith("https://mail.google.com/mail/?view=cm&fs=1&to=siparis%40avlu.com.tr,info%40avlu.com.tr&su="),
    ).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get("to")).toBe("siparis@avlu.com.tr,info@avlu.com.tr");
    expect(params.get("su")).toBe("Sipariş Talebi: Luxembourg Armchair - Low");
    expect(params.get("body")).toBe(mailBody(full));
  });

  it("keeps '+', '&' and '#' in names intact through the URL", () => {
    const d = { productName: "Opéra+ Table & Chair #2", color: "Ice mint", packing: "1" };
    const params = new URL(mailComposeUrl(["a@b.co", "c@d.co"], d)).searchParams;
    expect(params.get("su")).toBe("Sipariş Talebi: Opéra+ Table & Chair #2");
    expect(new URL(whatsappUrl("905325550131", d)).searchParams.get("text")).toContain(
      "Ürün Adı: Opéra+ Table & Chair #2",
    );
  });
});

describe("order request checks (SPEC §5)", () => {
  it("asks for a colour first when the product has colours and none is selected", () => {
    expect(orderRequestProblem({ hasColors: true, color: "", packing: "" })).toBe("Lütfen önce bir renk seçin!");
    expect(COLOR_REQUIRED_ALERT).toBe("Lütfen önce bir renk seçin!");
  });

  it("asks for a packing when none is selected", () => {
    expect(orderRequestProblem({ hasColors: true, color: "Cactus", packing: "" })).toBe(
      "Lütfen önce bir koli seçeneği seçin!",
    );
    expect(orderRequestProblem({ hasColors: false, color: "", packing: "" })).toBe(PACKING_REQUIRED_ALERT);
  });

  it("lets the request go when everything needed is chosen", () => {
    expect(orderRequestProblem({ hasColors: true, color: "Cactus", packing: "1" })).toBeNull();
    expect(orderRequestProblem({ hasColors: false, color: "", packing: "1" })).toBeNull();
  });
});
