import { type Settings, type SettingsUpdate, settingsSchema } from "@avlu/contract/settings";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "@avlu/contract/variants";
import type { Q } from "../../db/database.js";
import { parseJson } from "../../lib/json.js";

const KEY = "shop";

/** What a new shop starts with; the owner changes it in /admin/shop. */
export const DEFAULT_SETTINGS: Settings = {
  shopName: "Avlu",
  phone: "+90 216 555 01 31",
  whatsappNumber: "905325550131",
  orderEmails: ["siparis@avlu.com.tr", "info@avlu.com.tr"],
  contactEmail: "info@avlu.com.tr",
  iban: "TR33 0006 1005 1978 6457 8413 26",
  bankAccountName: "Avlu Mobilya ve Dekorasyon Ltd. Şti.",
  studioAddress: "Bağdat Caddesi No: 312, Caddebostan, 34728 Kadıköy / İstanbul",
  openingHours: { weekdays: "Mon–Fri 09:00–18:00", saturday: "Sat 10:00–16:00", sunday: "Sun closed" },
  social: {
    instagram: "https://www.instagram.com/avlu",
    facebook: "https://www.facebook.com/avlu",
    pinterest: "https://www.pinterest.com/avlu",
    youtube: "https://www.youtube.com/@avlu",
  },
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  notifications: { newOrder: true, contactMessage: true, orderRequest: true, outOfStock: true },
};

export async function getSettings(db: Q): Promise<Settings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", KEY).executeTakeFirst();
  const stored = parseJson<Partial<Settings>>(row?.value, {});
  const merged = {
    ...DEFAULT_SETTINGS,
    ...stored,
    openingHours: { ...DEFAULT_SETTINGS.openingHours, ...stored.openingHours },
    social: { ...DEFAULT_SETTINGS.social, ...stored.social },
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored.notifications },
  };
  // A stored value that no longer passes the schema falls back to the default rather than breaking the shop.
  const parsed = settingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function updateSettings(db: Q, patch: SettingsUpdate, now: string): Promise<Settings> {
  const current = await getSettings(db);
  const next: Settings = {
    ...current,
    ...patch,
    openingHours: { ...current.openingHours, ...patch.openingHours },
    social: { ...current.social, ...patch.social },
    notifications: { ...current.notifications, ...patch.notifications },
  } as Settings;
  const value = JSON.stringify(next);
  await db
    .insertInto("settings")
    .values({ key: KEY, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
  return next;
}
