import fs from "node:fs";

/**
 * The pieces of a catalogue index snapshot (ADR 1504): typed arrays written as they are, and
 * everything else as JSON. Each part of the index (CatalogIndex, TextIndex, SortOrder, JsonStore)
 * turns its state into a JSON-able object whose typed arrays are replaced by handles from
 * `SnapshotWriter.arr`, and back from it with `SnapshotReader`.
 */
export type Arr = Uint16Array | Uint32Array | Int32Array | Float64Array;
type Kind = "u16" | "u32" | "i32" | "f64";

export interface BlobEntry {
  kind: Kind;
  /** Byte offset in the file. */
  at: number;
  length: number;
}

function kindOf(a: Arr): Kind {
  return a instanceof Uint16Array ? "u16" : a instanceof Uint32Array ? "u32" : a instanceof Int32Array ? "i32" : "f64";
}

export class SnapshotWriter {
  readonly arrays: Arr[] = [];

  /** A handle for a typed array (written as it is; copy it first if it may change before writing). */
  arr(a: Arr): number {
    this.arrays.push(a);
    return this.arrays.length - 1;
  }

  kinds(): Kind[] {
    return this.arrays.map(kindOf);
  }
}

export class SnapshotReader {
  constructor(
    private readonly fd: number,
    private readonly blobs: readonly BlobEntry[],
  ) {}

  private read<T extends Arr>(handle: number, kind: Kind, make: (n: number) => T): T {
    const b = this.blobs[handle];
    if (!b || b.kind !== kind) throw new Error(`catalogue snapshot: blob ${handle} is not ${kind}`);
    const out = make(b.length);
    let done = 0;
    while (done < out.byteLength) {
      const got = fs.readSync(this.fd, out, done, out.byteLength - done, b.at + done);
      if (got <= 0) throw new Error("catalogue snapshot: short read");
      done += got;
    }
    return out;
  }

  u16(handle: number): Uint16Array<ArrayBuffer> {
    return this.read(handle, "u16", (n) => new Uint16Array(n));
  }

  u32(handle: number): Uint32Array<ArrayBuffer> {
    return this.read(handle, "u32", (n) => new Uint32Array(n));
  }

  i32(handle: number): Int32Array<ArrayBuffer> {
    return this.read(handle, "i32", (n) => new Int32Array(n));
  }

  f64(handle: number): Float64Array<ArrayBuffer> {
    return this.read(handle, "f64", (n) => new Float64Array(n));
  }
}

/** Strings as one table: each distinct string once, the list as indexes into it. */
export function encodeStrings(list: ReadonlyArray<string | undefined>): { table: string[]; refs: Int32Array } {
  const at = new Map<string, number>();
  const table: string[] = [];
  const refs = new Int32Array(list.length);
  for (let k = 0; k < list.length; k++) {
    const s = list[k];
    if (s === undefined) {
      refs[k] = -1;
      continue;
    }
    let i = at.get(s);
    if (i === undefined) {
      i = table.length;
      table.push(s);
      at.set(s, i);
    }
    refs[k] = i;
  }
  return { table, refs };
}

export function decodeStrings(table: readonly string[], refs: Int32Array): string[] {
  const out = new Array<string>(refs.length);
  for (let k = 0; k < refs.length; k++) {
    const i = refs[k] as number;
    if (i >= 0) out[k] = table[i] as string;
  }
  return out;
}
