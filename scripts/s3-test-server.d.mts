export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  readonly endpoint: string;
  /** The bucket's object keys, sorted. */
  objects(): string[];
  close(): Promise<void>;
}

export function startS3Server(opts: { directory: string; bucket: string; port?: number }): Promise<TestS3Server>;
