import { describe, expect, it } from "vitest";
import { activateLanguage, createI18n, ENGLISH_ONLY_PARTS, loadParts } from "./i18n";

describe("English-only parts (the admin, issue 20)", () => {
  it("are the admin", () => {
    expect(ENGLISH_ONLY_PARTS).toEqual(["admin"]);
  });

  it("load in English into a Turkish instance, beside the Turkish shell", async () => {
    const i18n = createI18n("tr");
    await loadParts(i18n, "tr", ["shell", "admin"]);
    expect(i18n.locale).toBe("tr");
    expect(i18n._("admin.users.title")).toBe("Users");
    expect(i18n._("admin.dashboard.openMessages", { count: 2 })).toBe("2 open messages");
    expect(i18n._("ui.table.loading")).toBe("Yükleniyor…");
  });

  it("let an instance that showed the admin switch to Turkish and back (LanguageSync)", async () => {
    const i18n = createI18n("en");
    await loadParts(i18n, "en", ["shell", "admin"]);
    await activateLanguage(i18n, "tr");
    expect(i18n.locale).toBe("tr");
    expect(i18n._("admin.layout.logOut")).toBe("Log out");
    await activateLanguage(i18n, "en");
    expect(i18n._("ui.table.loading")).toBe("Loading…");
  });
});
