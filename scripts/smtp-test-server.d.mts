import type { ParsedMail } from "mailparser";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
  messageId: string | undefined;
  subject: string;
  html: string;
  text: string;
  receivedAt: string;
}

export type SmtpFault = (envelope: {
  from: string;
  to: string[];
}) => undefined | "hold" | { code: number; message: string };

export interface TestSmtpServer {
  readonly port: number;
  readonly url: string;
  mails: ReceivedMail[];
  setFault(fn: SmtpFault | undefined): void;
  readonly held: number;
  waitFor(
    predicate?: (m: ReceivedMail) => boolean,
    opts?: { count?: number; timeoutMs?: number },
  ): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function startSmtpServer(opts?: { port?: number; saveDir?: string; quiet?: boolean }): Promise<TestSmtpServer>;

export function readSavedMails(
  dir: string,
): Promise<Array<{ to: string[]; subject: string; html: string; text: string; messageId: string | undefined }>>;
