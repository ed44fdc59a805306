import { randomBytes } from "node:crypto";
import net from "node:net";

/** The Redis the Redis tests use: TEST_REDIS_URL, or one on this machine's default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether anything accepts a connection at `url` within a second (the tests skip themselves when not). */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.setTimeout(1_000, () => done(false));
  });
}

/** A key prefix of its own for each use, so tests never share Redis keys or channels. */
export const uniqueRedisPrefix = () => `avlu-test-${process.pid}-${randomBytes(4).toString("hex")}:`;
