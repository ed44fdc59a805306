import { Trans } from "@lingui/react";
import type { ReactElement, ReactNode } from "react";
import type { MessageKey } from "../../../i18n/i18n";

/**
 * A message with elements inside it (`Read the <0>FAQ</0>`), by key: Lingui's Trans puts
 * `components[0]` around the text between `<0>` and `</0>`, so a sentence is never cut in pieces.
 */
export function Rich({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: Record<string, string | number>;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} {...(values ? { values } : {})} {...(components ? { components } : {})} />;
}

/** A plain link (`mailto:`) for `components`: Trans fills in its text from the message. */
export function Anchor({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}
