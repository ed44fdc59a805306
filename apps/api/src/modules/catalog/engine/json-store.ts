/** Size of one block of the store; a product's JSON is a few hundred bytes to a few kilobytes. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Room left after each answer so a changed stock count or price usually fits in place. */
const SLACK = 8;

/**
 * Each product's listing JSON as UTF-8 bytes, ready to be copied into an answer: one copy per
 * request and no JSON encoding. The bytes live in 4 MB blocks rather than one Buffer per product
 * (100,000 small Buffers cost more memory and garbage collection); a product whose JSON grows is
 * written again at the end, and a block that is mostly left-overs has its live answers moved out
 * and is freed.
 */
export class JsonStore {
  private chunks: Array<Buffer | null> = [];
  private used: number[] = [];
  private live: number[] = [];
  private chunkOf = new Int32Array(0).fill(-1);
  private off = new Uint32Array(0);
  private len = new Uint32Array(0);
  private cap = new Uint32Array(0);

  grow(capacity: number): void {
    if (capacity <= this.chunkOf.length) return;
    const widen = <T extends Int32Array | Uint32Array>(a: T, make: (n: number) => T) => {
      const next = make(capacity);
      next.set(a);
      return next;
    };
    const oldLength = this.chunkOf.length;
    this.chunkOf = widen(this.chunkOf, (n) => new Int32Array(n));
    this.chunkOf.fill(-1, oldLength);
    this.off = widen(this.off, (n) => new Uint32Array(n));
    this.len = widen(this.len, (n) => new Uint32Array(n));
    this.cap = widen(this.cap, (n) => new Uint32Array(n));
  }

  /** The slot's bytes (a view; copy before the store changes again). */
  get(slot: number): Buffer {
    const c = this.chunks[this.chunkOf[slot] as number] as Buffer;
    const o = this.off[slot] as number;
    return c.subarray(o, o + (this.len[slot] as number));
  }

  has(slot: number): boolean {
    return slot < this.chunkOf.length && (this.chunkOf[slot] as number) >= 0;
  }

  set(slot: number, json: string): void {
    const bytes = Buffer.byteLength(json);
    const c = this.chunkOf[slot] as number;
    if (c >= 0 && bytes <= (this.cap[slot] as number)) {
      (this.chunks[c] as Buffer).write(json, this.off[slot] as number, "utf8");
      this.len[slot] = bytes;
      return;
    }
    this.delete(slot);
    const [chunk, at] = this.reserve(bytes + SLACK);
    (this.chunks[chunk] as Buffer).write(json, at, "utf8");
    this.place(slot, chunk, at, bytes, bytes + SLACK);
  }

  delete(slot: number): void {
    const c = slot < this.chunkOf.length ? (this.chunkOf[slot] as number) : -1;
    if (c < 0) return;
    this.chunkOf[slot] = -1;
    this.live[c] = (this.live[c] as number) - (this.cap[slot] as number);
    if (c !== this.chunks.length - 1 && (this.live[c] as number) * 4 < (this.used[c] as number)) this.evacuate(c);
  }

  /** Bytes held (for the memory figures). */
  bytes(): number {
    return this.chunks.reduce((n, c) => n + (c?.length ?? 0), 0);
  }

  private place(slot: number, chunk: number, at: number, bytes: number, cap: number): void {
    this.chunkOf[slot] = chunk;
    this.off[slot] = at;
    this.len[slot] = bytes;
    this.cap[slot] = cap;
    this.live[chunk] = (this.live[chunk] as number) + cap;
  }

  private reserve(bytes: number): [number, number] {
    let last = this.chunks.length - 1;
    if (last < 0 || (this.used[last] as number) + bytes > (this.chunks[last]?.length ?? 0)) {
      this.chunks.push(Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes)));
      this.used.push(0);
      this.live.push(0);
      last = this.chunks.length - 1;
    }
    const at = this.used[last] as number;
    this.used[last] = at + bytes;
    return [last, at];
  }

  /** Moves the live answers of a mostly empty block to the end and frees the block. */
  private evacuate(c: number): void {
    const from = this.chunks[c] as Buffer;
    for (let slot = 0; slot < this.chunkOf.length; slot++) {
      if (this.chunkOf[slot] !== c) continue;
      const o = this.off[slot] as number;
      const bytes = this.len[slot] as number;
      const cap = this.cap[slot] as number;
      const [chunk, at] = this.reserve(cap);
      from.copy(this.chunks[chunk] as Buffer, at, o, o + bytes);
      this.place(slot, chunk, at, bytes, cap);
    }
    this.chunks[c] = null;
    this.used[c] = 0;
    this.live[c] = 0;
  }
}
