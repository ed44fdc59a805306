import { MAIL_KINDS } from "@avlu/contract/mail";
import fc from "fast-check";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { siteOrigin } from "../../lib/site-origin.js";
import { DEFAULT_SETTINGS } from "../settings/repository.js";
import { preferredLanguage } from "./context.js";
import { messageIdFor } from "./outbox.js";
import { type MailData, type MailOrder, type MailPayload, shopSnapshot } from "./payload.js";
import { mailSubject, renderMail } from "./render.js";
import { mailWarning } from "./routes.js";
import { MailSecrets } from "./secret.js";
import { backoff, classify, DEFAULT_RETRY } from "./sender.js";
import { TEMPLATES } from "./templates/registry.js";

/* The pure parts of mail: error classes, back-off, secrets, addresses, and the templates' escaping. */

const order = (text: string): MailOrder => ({
  id: "0123456789abcdef01234567",
  reference: "AVL-TEST1234",
  createdAt: "2026-11-25T10:00:00.000Z",
  customerName: text,
  lines: [
    { name: text, color: text, packing: text, quantity: 2, priceCents: 12_990 },
    { name: text, color: "", packing: "1", quantity: 1, priceCents: 61_200, choices: [{ label: text, value: text }] },
  ],
  totalCents: 25_980,
  shippingAddress: {
    firstName: text,
    lastName: text,
    email: "a@example.com",
    address: text,
    city: text,
    district: "",
    postalCode: text,
    country: text,
    phone: text,
  },
  paymentMethod: "bank-transfer",
  isPaid: false,
});

/** Every kind's data with every user-typed field set to `text`. */
function sample(text: string): { [K in keyof MailData]: MailData[K] } {
  const now = "2026-11-25T10:00:00.000Z";
  return {
    "order-confirmation": { order: order(text) },
    "order-status": { order: order(text), status: "Shipped" },
    "order-cancelled": { order: order(text), by: "shop" },
    "password-reset": { name: text, expiresAt: now },
    "order-claim": { name: text, email: "a@example.com", expiresAt: now },
    "password-changed": { name: text, email: "a@example.com", changedAt: now, via: "profile" },
    "owner-new-order": { order: order(text), customerEmail: "a@example.com" },
    "owner-contact-message": { name: text, email: "a@example.com", subject: text, message: text, receivedAt: now },
    "owner-order-request": {
      productId: "0123456789abcdef01234567",
      productName: text,
      color: text,
      packing: text,
      channel: "mail",
      requestedAt: now,
    },
    "owner-out-of-stock": { products: [{ id: "0123456789abcdef01234567", name: text, sku: text }] },
    test: { requestedBy: text, requestedAt: now },
  };
}

const payload = <K extends keyof MailData>(data: MailData[K]): MailPayload<K> => ({
  baseUrl: "https://shop.example",
  shop: shopSnapshot(DEFAULT_SETTINGS),
  data,
});

describe("mail templates", () => {
  it("every kind has a template, a subject and both parts", async () => {
    const data = sample("Ayşe");
    for (const kind of MAIL_KINDS) {
      expect(TEMPLATES[kind], kind).toBeDefined();
      const p = payload(data[kind]);
      const rendered = await renderMail(kind, p as never, "en", { logoSrc: undefined, secret: "tok" });
      expect(rendered.subject.length, kind).toBeGreaterThan(5);
      expect(rendered.subject).toBe(mailSubject(kind, p as never, "en"));
      expect(rendered.html, kind).toMatch(/^<!DOCTYPE html/);
      expect(rendered.text, kind).toContain(DEFAULT_SETTINGS.phone);
      // Only a bank transfer's confirmation carries a file: the proforma to pay against (ADR 1905).
      if (
        kind === "order-confirmation" &&
        (p.data as { order: { paymentMethod: string } }).order.paymentMethod === "bank-transfer"
      ) {
        expect(rendered.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
      } else {
        expect(rendered.attachments).toEqual([]);
      }
    }
  });

  it("order mails list a configured parasol's choices under its line, in HTML and text", async () => {
    const o = order("Ayşe");
    o.lines[1] = {
      ...(o.lines[1] as MailOrder["lines"][number]),
      name: "OLTA Classic",
      choices: [
        { label: "Shape and size", value: "Round Ø220cm" },
        { label: "Fabric colour", value: "Deep blue" },
      ],
    };
    for (const kind of ["order-confirmation", "owner-new-order", "order-cancelled"] as const) {
      const data = { order: o, customerEmail: "a@example.com", by: "shop" } as never;
      const { html, text } = await renderMail(kind, payload(data) as never, "en", {
        logoSrc: undefined,
        secret: "tok",
      });
      for (const part of [html, text]) {
        expect(part, kind).toContain("Shape and size: Round Ø220cm");
        expect(part, kind).toContain("Fabric colour: Deep blue");
      }
    }
  });

  it("every kind reads in Turkish: no English sentence of its English version, Turkish prices and dates", async () => {
    const data = sample("Ayşe");
    for (const kind of MAIL_KINDS) {
      const p = payload(data[kind]) as never;
      const [en, tr] = await Promise.all(
        (["en", "tr"] as const).map((lang) => renderMail(kind, p, lang, { logoSrc: undefined, secret: "tok" }, false)),
      );
      expect(tr?.subject, kind).not.toBe(en?.subject);
      expect(tr?.html, kind).toContain('lang="tr"');
      const english = /\b(Dear|Your|Thank you|Please|Phone|Design studio|Total|Placed on|Delivery address)\b/;
      expect(tr?.text, kind).not.toMatch(english);
      if (["order-confirmation", "order-status", "order-cancelled"].includes(kind))
        expect(tr?.text, kind).toContain("$259,80");
    }
  });

  it("the mail language is the first language of Accept-Language the shop writes in", () => {
    expect(preferredLanguage(undefined)).toBe("en");
    expect(preferredLanguage("")).toBe("en");
    expect(preferredLanguage("tr")).toBe("tr");
    expect(preferredLanguage("tr-TR,tr;q=0.9,en-US;q=0.8")).toBe("tr");
    expect(preferredLanguage("de-DE,tr;q=0.5,en;q=0.7")).toBe("en");
    expect(preferredLanguage("en;q=0.2, TR-tr;q=0.9")).toBe("tr");
    expect(preferredLanguage("tr;q=0, en")).toBe("en");
    expect(preferredLanguage("fr, de")).toBe("en");
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        expect(["en", "tr"]).toContain(preferredLanguage(header));
      }),
    );
  });

  it("escapes whatever users type, in every mail (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z<>&"' /=]{0,12}$/).map((s) => `<img src=x onerror=alert(1)>${s}<b>`),
        async (text) => {
          const data = sample(text);
          for (const kind of MAIL_KINDS) {
            const { html } = await renderMail(kind, payload(data[kind]) as never, "en", {
              logoSrc: undefined,
              secret: undefined,
            });
            expect(html, kind).not.toContain("<img src=x");
            expect(html, kind).not.toContain("<b>");
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("sender decisions", () => {
  it("tells a server it cannot use from an answer about one mail", () => {
    expect(classify(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNECTION" })).kind).toBe(
      "transport",
    );
    expect(classify(Object.assign(new Error("Invalid login"), { code: "EAUTH", responseCode: 535 })).kind).toBe(
      "transport",
    );
    expect(
      classify(Object.assign(new Error("x"), { responseCode: 421, response: "421 Service not available" })),
    ).toEqual({ kind: "transport", error: "Cannot use the SMTP server: 421 Service not available" });
    expect(
      classify(Object.assign(new Error("x"), { code: "EENVELOPE", responseCode: 550, response: "550 No such user" })),
    ).toEqual({ kind: "answer", code: 550, error: "550 No such user" });
    expect(
      classify(Object.assign(new Error("x"), { code: "EMESSAGE", responseCode: 451, response: "451 Later" })),
    ).toEqual({ kind: "answer", code: 451, error: "451 Later" });
    expect(classify(new Error("No recipients defined")).kind).toBe("permanent");
  });

  it("backs off exponentially, never beyond the cap (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        const wait = backoff(DEFAULT_RETRY.transportBaseMs, DEFAULT_RETRY.transportMaxMs, n);
        expect(wait).toBeGreaterThan(0);
        // Held mails go out within a minute of the server answering again.
        expect(wait).toBeLessThanOrEqual(DEFAULT_RETRY.transportMaxMs);
        expect(wait).toBeLessThan(60_000);
      }),
    );
    expect(backoff(1000, 30_000, 1)).toBeLessThanOrEqual(1200);
    expect(backoff(1000, 30_000, 3)).toBeGreaterThanOrEqual(3200);
  });

  it("words the dashboard warning", () => {
    const quiet = { smtpConfigured: true, queued: 0, retrying: 0, failed: 0, held: 0, lastError: null };
    expect(mailWarning(quiet)).toBeNull();
    expect(mailWarning({ ...quiet, held: 3 })).toBe("3 mails are held: no SMTP server is configured (SMTP_URL).");
    expect(mailWarning({ ...quiet, retrying: 1, failed: 2, lastError: "550 No" })).toBe(
      "1 mail is waiting to be retried; 2 mails failed in the last 7 days. Last error: 550 No",
    );
  });
});

describe("secrets, Message-IDs and link addresses", () => {
  it("seals a secret so that only the same server secret opens it", () => {
    const a = new MailSecrets("a".repeat(40));
    const sealed = a.seal("reset-token-123");
    expect(sealed).not.toContain("reset-token-123");
    expect(a.open(sealed)).toBe("reset-token-123");
    expect(new MailSecrets("b".repeat(40)).open(sealed)).toBeUndefined();
    expect(a.open(`${sealed.slice(0, -2)}xx`)).toBeUndefined();
    expect(a.open("garbage")).toBeUndefined();
  });

  it("fixes one Message-ID per mail on the shop's domain", () => {
    expect(messageIdFor("abc", "https://www.avlu.com.tr")).toBe("<abc@www.avlu.com.tr>");
    expect(messageIdFor("abc", "http://localhost:3000")).toBe("<abc@avlu.local>");
    expect(messageIdFor("abc", "not a url")).toBe("<abc@avlu.local>");
  });

  it("builds links from PUBLIC_URL, else from the request's own address when it is a plain host", () => {
    const req = (host: string, protocol = "http") => ({ host, protocol }) as FastifyRequest;
    expect(siteOrigin(req("evil.example"), "https://avlu.example")).toBe("https://avlu.example");
    expect(siteOrigin(req("shop.example:3000"), undefined)).toBe("http://shop.example:3000");
    expect(siteOrigin(req("shop.example", "https"), undefined)).toBe("https://shop.example");
    expect(siteOrigin(req('a.example/"><script>'), undefined)).toBe("http://localhost");
  });
});

describe("mail configuration", () => {
  it("reads SMTP_URL, MAIL_FROM and the lease; SMTP_URL without MAIL_FROM is refused", () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined, leaseMs: 120_000 });
    expect(
      loadConfig({
        SMTP_URL: "smtps://u:p@mail.example:465",
        MAIL_FROM: "Avlu <siparis@avlu.example>",
        MAIL_LEASE_SECONDS: "30",
      }).mail,
    ).toEqual({ smtpUrl: "smtps://u:p@mail.example:465", from: "Avlu <siparis@avlu.example>", leaseMs: 30_000 });
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(/MAIL_FROM: required with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example", MAIL_FROM: "a@b.example" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_LEASE_SECONDS: "1" })).toThrow(/MAIL_LEASE_SECONDS/);
  });
});
