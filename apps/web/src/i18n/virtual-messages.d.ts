declare module "virtual:messages/*" {
  import type { Messages } from "@lingui/core";

  const messages: Messages;
  export default messages;
}
