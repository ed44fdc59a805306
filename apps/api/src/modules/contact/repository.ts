import type { ContactInput } from "@avlu/contract/site";
import type { Q } from "../../db/database.js";

/** Stores one message from the contact form, unhandled, for the admin to answer. */
export async function insertContactMessage(db: Q, id: string, input: ContactInput, now: string): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({
      id,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      handled: 0,
      created_at: now,
    })
    .execute();
}
