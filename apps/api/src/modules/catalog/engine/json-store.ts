import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { widened } from "./typed-arrays.js";

/** Room left after each answer so a changed stock count or price usually fits in place. */
const SLACK = 8;
/** New answers are gathered in memory up to this many bytes, then written to the file at once. */
const PENDING_BYTES = 1 << 20;
/** The file is rewritten without its left-overs once they are more than the live answers and this many bytes. */
const COMPACT_ABOVE = 64 * 1024 * 1024;
/**
 * Bytes of answers read from the file that are kept in memory for the next read of the same slot
 * (ADR 1522): the listing JSON's store keeps about a tenth of 100,000 products' answers, a
 * description store (read for some slots of a page in another language) less.
 */
export const RECENT_BYTES = { listing: 16 * 1024 * 1024, descriptions: 2 * 1024 * 1024 };

/**
 * The answers last read from the file, in one ring of bytes outside the heap: a read of a slot
 * kept here is a copy instead of a `pread` (4–8 µs each on this machine, 24 per page). A new
 * answer goes after the last one, wrapping to the start, and pushes out the oldest it overlaps
 * (first in, first out). A slot's entry is valid while `at[slot]` still names where it was put;
 * the store forgets a slot when it writes or deletes it.
 */
class RecentReads {
  private ring: Buffer | undefined;
  private at = new Int32Array(0);
  /** The entries in the order they were put: slot and place, a circular queue from `first`. */
  private qSlot = new Int32Array(0);
  private qAt = new Int32Array(0);
  private first = 0;
  private count = 0;
  private head = 0;

  constructor(private readonly bytes: number) {}

  /** Copies the slot's kept answer into `target` at `to`; false when it is not kept. */
  copy(slot: number, n: number, target: Buffer, to: number): boolean {
    const from = slot < this.at.length ? (this.at[slot] as number) : -1;
    if (from < 0 || !this.ring) return false;
    this.ring.copy(target, to, from, from + n);
    return true;
  }

  /** Keeps `n` bytes of `source` from `from` as the slot's answer. */
  keep(slot: number, source: Buffer, from: number, n: number): void {
    if (n > this.bytes >>> 3) return;
    if (!this.ring) {
      this.ring = Buffer.allocUnsafe(this.bytes);
      // Room for more entries than answers of 128 bytes fill the ring with.
      this.qSlot = new Int32Array(Math.max(16, this.bytes >>> 7));
      this.qAt = new Int32Array(this.qSlot.length);
    }
    if (slot >= this.at.length) this.at = widened(this.at, Math.max(slot + 1, this.at.length * 2), -1);
    if (this.head + n > this.bytes) {
      // Whatever is left of the previous lap, past the end of this one, goes first.
      while (this.count > 0 && this.oldestAt() >= this.head) this.dropOldest();
      this.head = 0;
    }
    // Entries of the previous lap start at or after `head`, oldest first: drop those this one overlaps.
    while (this.count > 0 && this.oldestAt() >= this.head && this.oldestAt() < this.head + n) this.dropOldest();
    if (this.count === this.qSlot.length) this.dropOldest();
    source.copy(this.ring, this.head, from, from + n);
    this.at[slot] = this.head;
    const last = (this.first + this.count++) % this.qSlot.length;
    this.qSlot[last] = slot;
    this.qAt[last] = this.head;
    this.head += n;
  }

  forget(slot: number): void {
    if (slot < this.at.length) this.at[slot] = -1;
  }

  private oldestAt(): number {
    return this.qAt[this.first] as number;
  }

  private dropOldest(): void {
    const slot = this.qSlot[this.first] as number;
    if (this.at[slot] === this.qAt[this.first]) this.at[slot] = -1;
    this.first = (this.first + 1) % this.qSlot.length;
    this.count--;
  }
}

/** Closes the file of a store that was dropped without close() (a test's index, a rebuilt one). */
const closer = new FinalizationRegistry<number>((fd) => {
  try {
    fs.closeSync(fd);
  } catch {
    // already closed
  }
});

/** Copies `bytes` bytes of `file` from `from` to the start of the file `fd`, a megabyte at a time. */
function copyRange(file: string, from: number, bytes: number, fd: number): void {
  const src = fs.openSync(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(Math.min(bytes, PENDING_BYTES));
    for (let done = 0; done < bytes; ) {
      const got = fs.readSync(src, buffer, 0, Math.min(buffer.length, bytes - done), from + done);
      if (got <= 0) throw new Error("catalogue index snapshot: short read");
      for (let put = 0; put < got; ) put += fs.writeSync(fd, buffer, put, got - put, done + put);
      done += got;
    }
  } finally {
    fs.closeSync(src);
  }
}

/**
 * Each product's listing JSON as UTF-8 bytes, ready to be copied into an answer: no JSON encoding
 * per request (ADR 1500). The bytes live in a file of this process, not in its heap (ADR 1503):
 * at 100,000 products they are 160 MB, which held in memory put the process far above its memory
 * target. The file is unlinked as soon as it is opened (nothing is left behind, even after a
 * crash), so it is reachable only through this store. Reading a page's 24 answers is 24 `pread`s
 * served by the kernel's page cache (a few microseconds each), straight into the answer's buffer.
 * A product whose JSON grows is written again at the end; the file is rewritten without the
 * left-overs once they outweigh the live answers.
 */
export class JsonStore {
  private fd: number;
  /** Bytes of the file, pending ones included. */
  private end = 0;
  private garbage = 0;
  private live = 0;
  /** Answers not yet written to the file: they start at `pendingAt` in it. */
  private pending = Buffer.allocUnsafe(PENDING_BYTES);
  private pendingUsed = 0;
  private pendingAt = 0;
  private off = new Float64Array(0).fill(-1);
  private len = new Uint32Array(0);
  private cap = new Uint32Array(0);
  private readonly token = {};
  private readonly recent: RecentReads;

  /**
   * `compactAbove`: left-over bytes from which the file may be rewritten (tests make it small);
   * `recentBytes`: the answers last read from the file kept in memory (RECENT_BYTES).
   */
  constructor(
    private readonly dir = os.tmpdir(),
    private readonly compactAbove = COMPACT_ABOVE,
    recentBytes = RECENT_BYTES.listing,
  ) {
    this.recent = new RecentReads(recentBytes);
    this.fd = JsonStore.openFile(dir);
    closer.register(this, this.fd, this.token);
  }

  private static openFile(dir: string): number {
    const file = path.join(dir, `avlu-listing-${process.pid}-${Math.random().toString(36).slice(2)}.bin`);
    const fd = fs.openSync(file, "w+", 0o600);
    fs.unlinkSync(file);
    return fd;
  }

  grow(capacity: number): void {
    if (capacity <= this.off.length) return;
    this.off = widened(this.off, capacity, -1);
    this.len = widened(this.len, capacity);
    this.cap = widened(this.cap, capacity);
  }

  has(slot: number): boolean {
    return slot < this.off.length && (this.off[slot] as number) >= 0;
  }

  /** Length in bytes of the slot's JSON. */
  size(slot: number): number {
    return this.len[slot] as number;
  }

  /** Copies the slot's JSON into `target` at `at`; returns the bytes copied. */
  writeTo(slot: number, target: Buffer, at: number): number {
    const off = this.off[slot] as number;
    const n = this.len[slot] as number;
    if (off < 0) return 0;
    if (this.recent.copy(slot, n, target, at)) return n;
    this.copyOut(slot, target, at);
    if (off < this.pendingAt) this.recent.keep(slot, target, at, n);
    return n;
  }

  /** Copies the slot's JSON into `target` at `at` from where the store keeps it (pending bytes or the file). */
  private copyOut(slot: number, target: Buffer, at: number): number {
    const off = this.off[slot] as number;
    const n = this.len[slot] as number;
    if (off < 0) return 0;
    if (off >= this.pendingAt) {
      const from = off - this.pendingAt;
      this.pending.copy(target, at, from, from + n);
      return n;
    }
    let done = 0;
    while (done < n) {
      const got = fs.readSync(this.fd, target, at + done, n - done, off + done);
      if (got <= 0) throw new Error("catalogue listing store: short read");
      done += got;
    }
    return n;
  }

  /** The slot's JSON (a copy). */
  get(slot: number): Buffer {
    const out = Buffer.allocUnsafe(this.len[slot] as number);
    this.writeTo(slot, out, 0);
    return out;
  }

  /** Keeps the slot's JSON: text, or its UTF-8 bytes (copied as they are). */
  set(slot: number, json: string | Uint8Array): void {
    this.recent.forget(slot);
    const bytes = typeof json === "string" ? Buffer.byteLength(json) : json.byteLength;
    const off = this.off[slot] as number;
    if (off >= 0 && bytes <= (this.cap[slot] as number)) {
      this.live += bytes - (this.len[slot] as number);
      this.len[slot] = bytes;
      if (off >= this.pendingAt) this.put(json, off - this.pendingAt);
      else fs.writeSync(this.fd, typeof json === "string" ? Buffer.from(json, "utf8") : json, 0, bytes, off);
      return;
    }
    this.delete(slot);
    const cap = bytes + SLACK;
    if (this.pendingUsed + cap > this.pending.length) {
      this.flush();
      if (cap > this.pending.length) this.pending = Buffer.allocUnsafe(cap);
    }
    this.put(json, this.pendingUsed);
    this.off[slot] = this.pendingAt + this.pendingUsed;
    this.len[slot] = bytes;
    this.cap[slot] = cap;
    this.pendingUsed += cap;
    this.end += cap;
    this.live += bytes;
    if (this.garbage > this.compactAbove && this.garbage > this.live) this.compact();
  }

  private put(json: string | Uint8Array, at: number): void {
    if (typeof json === "string") this.pending.write(json, at, "utf8");
    else this.pending.set(json, at);
  }

  delete(slot: number): void {
    if (!this.has(slot)) return;
    this.recent.forget(slot);
    this.garbage += this.cap[slot] as number;
    this.live -= this.len[slot] as number;
    this.off[slot] = -1;
    this.len[slot] = 0;
    this.cap[slot] = 0;
  }

  /** Writes what is gathered in memory to the file. */
  flush(): void {
    let done = 0;
    while (done < this.pendingUsed) {
      done += fs.writeSync(this.fd, this.pending, done, this.pendingUsed - done, this.pendingAt + done);
    }
    this.pendingAt += this.pendingUsed;
    this.pendingUsed = 0;
  }

  /** Bytes of the file (for the memory figures: they are in the kernel's page cache, not the heap). */
  bytes(): number {
    return this.end;
  }

  close(): void {
    closer.unregister(this.token);
    try {
      fs.closeSync(this.fd);
    } catch {
      // already closed
    }
  }

  /**
   * Hands the live answers to `write` (bytes, and where they go from the start of the JSON) in
   * slot order, each followed by SLACK bytes of room (a snapshot, ADR 1504), a megabyte or so at a
   * time. Returns each slot's offset (-1: none) and length. Nothing may change the store until the
   * promise settles.
   */
  async writeSnapshot(
    write: (bytes: Buffer, at: number) => Promise<void>,
  ): Promise<{ off: Float64Array; len: Uint32Array; bytes: number }> {
    this.flush();
    const off = new Float64Array(this.off.length).fill(-1);
    let buffer = Buffer.allocUnsafe(PENDING_BYTES);
    let used = 0;
    let written = 0;
    const hand = async () => {
      await write(buffer.subarray(0, used), written);
      written += used;
      used = 0;
    };
    for (let slot = 0; slot < this.off.length; slot++) {
      if (!this.has(slot)) continue;
      const cap = (this.len[slot] as number) + SLACK;
      if (used + cap > buffer.length) {
        await hand();
        if (cap > buffer.length) buffer = Buffer.allocUnsafe(cap);
      }
      buffer.fill(0x20, used, used + cap);
      this.copyOut(slot, buffer, used);
      off[slot] = written + used;
      used += cap;
    }
    await hand();
    return { off, len: this.len.slice(), bytes: written };
  }

  /**
   * A store whose answers are those of a snapshot file: the file is copied (in the kernel) to a
   * file of this process, and the answers are read where the snapshot put them (`base` + offset).
   * With `bytes`, only that part of the file (from `base`) is copied: a small store beside the
   * listing JSON (the descriptions per language, ADR 1517), which a copy of the whole file would
   * copy the snapshot again for.
   */
  static fromSnapshot(
    file: string,
    base: number,
    off: Float64Array,
    len: Uint32Array<ArrayBuffer>,
    dir = os.tmpdir(),
    bytes?: number,
    recentBytes = RECENT_BYTES.listing,
  ): JsonStore {
    const store = new JsonStore(dir, COMPACT_ABOVE, recentBytes);
    if (bytes === undefined) {
      const copy = path.join(dir, `avlu-listing-${process.pid}-${Math.random().toString(36).slice(2)}.bin`);
      fs.copyFileSync(file, copy);
      let fd: number;
      try {
        fd = fs.openSync(copy, "r+");
      } finally {
        fs.unlinkSync(copy);
      }
      closer.unregister(store.token);
      fs.closeSync(store.fd);
      store.fd = fd;
      closer.register(store, fd, store.token);
    } else {
      copyRange(file, base, bytes, store.fd);
    }
    const from = bytes === undefined ? base : 0;
    const size = fs.fstatSync(store.fd).size;
    store.off = new Float64Array(off.length);
    store.len = len;
    store.cap = new Uint32Array(off.length);
    let live = 0;
    let caps = 0;
    for (let slot = 0; slot < off.length; slot++) {
      const o = off[slot] as number;
      if (o < 0) {
        store.off[slot] = -1;
        continue;
      }
      store.off[slot] = from + o;
      const n = len[slot] as number;
      store.cap[slot] = n + SLACK;
      live += n;
      caps += n + SLACK;
    }
    store.end = size;
    store.pendingAt = size;
    store.live = live;
    store.garbage = size - caps;
    return store;
  }

  /** Copies the live answers to a new file, in slot order, and drops the old one. */
  private compact(): void {
    this.flush();
    const fd = JsonStore.openFile(this.dir);
    const buffer = Buffer.allocUnsafe(PENDING_BYTES);
    let used = 0;
    let at = 0;
    const write = () => {
      let done = 0;
      while (done < used) done += fs.writeSync(fd, buffer, done, used - done, at + done);
      at += used;
      used = 0;
    };
    const off = new Float64Array(this.off.length).fill(-1);
    for (let slot = 0; slot < this.off.length; slot++) {
      if (!this.has(slot)) continue;
      const n = this.len[slot] as number;
      const cap = n + SLACK;
      if (used + cap > buffer.length) write();
      const target = cap > buffer.length ? Buffer.allocUnsafe(cap) : buffer;
      this.copyOut(slot, target, target === buffer ? used : 0);
      if (target !== buffer) {
        fs.writeSync(fd, target, 0, cap, at);
        off[slot] = at;
        at += cap;
      } else {
        off[slot] = at + used;
        used += cap;
      }
      this.cap[slot] = cap;
    }
    write();
    closer.unregister(this.token);
    fs.closeSync(this.fd);
    this.fd = fd;
    closer.register(this, fd, this.token);
    this.off = off;
    this.end = at;
    this.pendingAt = at;
    this.garbage = 0;
  }
}
