import type { ReactNode } from "react";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { paths } from "../../../config/paths";
import type { MessageKey } from "../../../i18n/i18n";
import { useLocalize } from "../../../i18n/link";
import { useT } from "../../../i18n/use-t";
import { Rich } from "./rich";

interface InfoPageProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Last updated line for policies. */
  updated?: string;
  /** The page's name in the breadcrumb (default: the title). */
  crumb?: string;
  /** The breadcrumb's first link text (default: the page language's "Home"). */
  homeLabel?: string;
}

/** The frame of the information pages: breadcrumb, heading, intro and a readable column. */
export function InfoPage({ eyebrow, title, intro, children, updated, crumb, homeLabel }: InfoPageProps) {
  const t = useT();
  const localize = useLocalize();
  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[{ label: homeLabel ?? t("pages.home"), to: localize(paths.home) }, { label: crumb ?? title }]}
      />
      <header className="mt-8 max-w-3xl">
        <p className="text-[11px] font-medium tracking-[0.3em] text-brass uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-5xl leading-tight sm:text-6xl">{title}</h1>
        {intro && <div className="mt-6 text-lg leading-relaxed text-ink/75">{intro}</div>}
        {updated && <p className="mt-4 text-xs text-muted">{t("pages.updated", { date: updated })}</p>}
      </header>
      <div className="mt-14">{children}</div>
    </main>
  );
}

/** A titled block of running text with comfortable measure. */
export function Prose({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section
      id={id}
      className="max-w-3xl [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:marker:text-brass"
    >
      {title && <h2 className="text-3xl">{title}</h2>}
      <div className="leading-relaxed text-ink/80">{children}</div>
    </section>
  );
}

/** A `Prose` block of one paragraph: its title and its text, by key. */
export function ProseText({ title, text }: { title: MessageKey; text: MessageKey }) {
  const t = useT();
  return (
    <Prose title={t(title)}>
      <p>{t(text)}</p>
    </Prose>
  );
}

/** A bulleted list of messages, one an item; with `bold`, `<0>…</0>` in a message is set in bold. */
export function MessageList({ keys, bold = false }: { keys: readonly MessageKey[]; bold?: boolean }) {
  const t = useT();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{bold ? <Rich id={key} components={{ 0: <strong /> }} /> : t(key)}</li>
      ))}
    </ul>
  );
}
