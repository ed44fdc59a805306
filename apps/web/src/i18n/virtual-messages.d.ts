declare module "virtual:messages" {
  import type { Messages } from "@lingui/core";

  /** Each language's parts, each a chunk of its own (messages-plugin.ts). */
  const catalogues: Record<string, Record<string, () => Promise<{ default: Messages }>> | undefined>;
  export default catalogues;
}

declare module "virtual:messages/*" {
  import type { Messages } from "@lingui/core";

  const messages: Messages;
  export default messages;
}
