import DataLoader from "dataloader";

/** Most keys one read is asked for (a listing of 1,000 products in a language takes two reads). */
export const GATHER_MAX_KEYS = 500;

/**
 * Reads by key, gathered (ADR 1513): the keys asked for while a read is out wait, and go together
 * in the next one, so one read is out at a time. When nothing is out, a key asked for is read on the
 * next turn of the event loop, with whatever else that turn asked for. Nothing is kept: every
 * `load` is answered by a read that starts after it was asked.
 *
 * `read` answers the keys in their order (undefined where there is nothing); a key may be asked for
 * twice in one read. When a read fails, every load in it fails with the same error.
 */
export function gathered<V>(
  read: (keys: readonly string[]) => Promise<ArrayLike<V | undefined>>,
): DataLoader<string, V | undefined> {
  let out = false;
  const waiting: Array<() => void> = [];
  return new DataLoader<string, V | undefined>(
    async (keys) => {
      out = true;
      try {
        return await read(keys);
      } finally {
        out = false;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize: GATHER_MAX_KEYS,
      batchScheduleFn: (dispatch) =>
        setImmediate(() => {
          if (out) waiting.push(dispatch);
          else dispatch();
        }),
    },
  );
}
