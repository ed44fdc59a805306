import { sortPaced } from "../../../lib/pace.js";
import { Bitset, type BitsetPool } from "./bitset.js";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format.js";
import { queryWords, wordForms, words } from "./text.js";
import { widened } from "./typed-arrays.js";

/** A clause of a query: any of its alternatives, each all of its words. */
type Clause = string[][];

/** Texts this long or shorter are remembered with their word ids, up to SHORT_TEXTS of them. */
const SHORT_TEXT = 64;
const SHORT_TEXTS = 50_000;
/** Long texts remembered while the index is filled (the most recent ones). */
const LONG_TEXTS = 4_096;
/** Most query words remembered with their matches (until the next text change). */
const WORD_CACHE = 512;

/**
 * The search index: every folded word of every product (name, brand, collection, categories,
 * description, technical sheet, colours…, see SEARCH_FIELDS in source.ts) with the slots that have
 * it, the words sorted for prefix look-ups, and each word's stems (text.ts) for inflected queries.
 * A query is all of its words; a query word matches product words it begins ("sandal" →
 * "sandalye") or shares a stem with ("masalar" → "masası"), and the words of its synonym groups.
 */
export class TextIndex {
  private ids = new Map<string, number>();
  private terms: string[] = [];
  /** Every word, sorted (code unit order) for prefix ranges. */
  private sorted: string[] = [];
  /**
   * The slots of each word (by word id): how many; the one slot of a word only one product has
   * (SKUs, rare words: no array for them); a list while few products have it; a bitset once many do.
   */
  private postingLen = new Int32Array(1024);
  private postingOne = new Int32Array(1024);
  private postingList: Array<Uint32Array | undefined> = [];
  private postingBits: Array<Bitset | undefined> = [];
  /** stripped stem → words that have it (text.ts wordForms, without the word itself). */
  private stems = new Map<string, number[]>();
  /**
   * Each slot's words (ids, sorted) as gaps (encodeGaps: mostly one 16-bit unit per word), one slice
   * per slot of one growing array (no small array per product). Read only when a product changes.
   */
  private termStore = new Uint16Array(1 << 17);
  private storeUsed = 0;
  private storeGarbage = 0;
  private gaps = new Uint16Array(1024);
  private termOff = new Uint32Array(0);
  private termLen = new Uint32Array(0);
  private readonly cache = new Map<string, Bitset>();
  private readonly shortTexts = new Map<string, number[]>();
  private readonly longTexts = new Map<string, number[]>();
  /** Per word id: the last setSlot call that met it (de-duplicates a product's words without a Set). */
  private marks = new Uint32Array(1024);
  private stamp = 0;
  /** True until endLoad(): the index is being filled from scratch. */
  private loading = true;
  private capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.grow(capacity);
  }

  /** Widens every dense posting to a larger slot capacity. */
  grow(capacity: number): void {
    const off = new Uint32Array(capacity);
    off.set(this.termOff.subarray(0, Math.min(this.termOff.length, capacity)));
    const len = new Uint32Array(capacity);
    len.set(this.termLen.subarray(0, Math.min(this.termLen.length, capacity)));
    this.termOff = off;
    this.termLen = len;
    this.capacity = capacity;
    for (const b of this.postingBits) b?.grow(capacity);
    this.cache.clear();
  }

  /** The index's state for a snapshot (ADR 1504); only after endLoad(). */
  toSnapshot(w: SnapshotWriter): unknown {
    const n = this.terms.length;
    const listTerms: number[] = [];
    const bitTerms: number[] = [];
    const bitWords: Uint32Array[] = [];
    let listed = 0;
    for (let t = 0; t < n; t++) if (this.postingList[t]) listed += this.postingLen[t] as number;
    const listData = new Uint32Array(listed);
    listed = 0;
    for (let t = 0; t < n; t++) {
      const list = this.postingList[t];
      const bits = this.postingBits[t];
      if (list) {
        listTerms.push(t);
        const len = this.postingLen[t] as number;
        listData.set(list.subarray(0, len), listed);
        listed += len;
      } else if (bits) {
        bitTerms.push(t);
        bitWords.push(bits.words);
      }
    }
    const width = Math.ceil(Math.max(this.capacity, 1) / 32);
    const words32 = new Uint32Array(bitWords.length * width);
    bitWords.forEach((b, k) => {
      words32.set(b.subarray(0, width), k * width);
    });
    const stemKeys: string[] = [];
    const stemEnds: number[] = [];
    const stemIds: number[] = [];
    for (const [key, ids] of this.stems) {
      stemKeys.push(key);
      for (const id of ids) stemIds.push(id);
      stemEnds.push(stemIds.length);
    }
    return {
      capacity: this.capacity,
      terms: this.terms,
      sorted: w.arr(Int32Array.from(this.sorted, (t) => this.ids.get(t) as number)),
      postingLen: w.arr(this.postingLen.slice()),
      postingOne: w.arr(this.postingOne.slice()),
      listTerms: w.arr(Uint32Array.from(listTerms)),
      listData: w.arr(listData),
      bitTerms: w.arr(Uint32Array.from(bitTerms)),
      bitWords: w.arr(words32),
      stemKeys,
      stemEnds: w.arr(Uint32Array.from(stemEnds)),
      stemIds: w.arr(Uint32Array.from(stemIds)),
      // As it is, not copied (14 MB at 100,000 products): nothing changes the index while the
      // snapshot is written (the engine holds its change log, ADR 1504, 1511).
      termStore: w.arr(this.termStore.subarray(0, this.storeUsed)),
      termOff: w.arr(this.termOff.slice()),
      termLen: w.arr(this.termLen.slice()),
      storeGarbage: this.storeGarbage,
    };
  }

  /** An index as a snapshot left it. */
  static fromSnapshot(state: unknown, r: SnapshotReader): TextIndex {
    const s = state as {
      capacity: number;
      terms: string[];
      sorted: number;
      postingLen: number;
      postingOne: number;
      listTerms: number;
      listData: number;
      bitTerms: number;
      bitWords: number;
      stemKeys: string[];
      stemEnds: number;
      stemIds: number;
      termStore: number;
      termOff: number;
      termLen: number;
      storeGarbage: number;
    };
    const x = new TextIndex(0);
    x.capacity = s.capacity;
    x.loading = false;
    x.terms = s.terms;
    const n = s.terms.length;
    for (let t = 0; t < n; t++) x.ids.set(s.terms[t] as string, t);
    x.sorted = Array.from(r.i32(s.sorted), (t) => s.terms[t] as string);
    x.postingLen = r.i32(s.postingLen);
    x.postingOne = r.i32(s.postingOne);
    x.marks = new Uint32Array(x.postingLen.length);
    x.postingList = new Array(n).fill(undefined);
    x.postingBits = new Array(n).fill(undefined);
    const listTerms = r.u32(s.listTerms);
    const listData = r.u32(s.listData);
    let at = 0;
    for (const t of listTerms) {
      const len = x.postingLen[t] as number;
      const list = new Uint32Array(Math.max(4, len));
      list.set(listData.subarray(at, at + len));
      at += len;
      x.postingList[t] = list;
    }
    const bitTerms = r.u32(s.bitTerms);
    const bitWords = r.u32(s.bitWords);
    const width = Math.ceil(Math.max(s.capacity, 1) / 32);
    for (let k = 0; k < bitTerms.length; k++) {
      const b = new Bitset(s.capacity);
      b.words.set(bitWords.subarray(k * width, (k + 1) * width));
      x.postingBits[bitTerms[k] as number] = b;
    }
    const stemEnds = r.u32(s.stemEnds);
    const stemIds = r.u32(s.stemIds);
    let from = 0;
    for (let k = 0; k < s.stemKeys.length; k++) {
      const to = stemEnds[k] as number;
      x.stems.set(s.stemKeys[k] as string, Array.from(stemIds.subarray(from, to)));
      from = to;
    }
    const store = r.u16(s.termStore);
    x.termStore = new Uint16Array(store.length + (1 << 17));
    x.termStore.set(store);
    x.storeUsed = store.length;
    x.storeGarbage = s.storeGarbage;
    x.termOff = r.u32(s.termOff);
    x.termLen = r.u32(s.termLen);
    return x;
  }

  /** Replaces what a slot is found by. Returns false when its words did not change. */
  setSlot(slot: number, texts: readonly string[]): boolean {
    const stamp = ++this.stamp;
    const list: number[] = [];
    for (const text of texts) {
      for (const t of this.textWords(text)) {
        if (this.marks[t] === stamp) continue;
        this.marks[t] = stamp;
        list.push(t);
      }
    }
    const ids = Uint32Array.from(list).sort();
    if (this.gaps.length < ids.length * 2) this.gaps = new Uint16Array(ids.length * 2);
    const units = this.gaps.subarray(0, encodeGaps(ids, this.gaps));
    const stored = this.storedUnits(slot);
    if (stored.length === units.length && stored.every((v, k) => v === units[k])) return false;
    for (const t of decodeGaps(stored)) this.remove(t, slot);
    for (const t of ids) this.insert(t, slot);
    this.store(slot, units);
    this.cache.clear();
    return true;
  }

  clearSlot(slot: number): void {
    for (const t of decodeGaps(this.storedUnits(slot))) this.remove(t, slot);
    this.store(slot, new Uint16Array(0));
    this.cache.clear();
  }

  /** A slot's words as stored (encodeGaps). */
  private storedUnits(slot: number): Uint16Array {
    const off = this.termOff[slot] ?? 0;
    return this.termStore.subarray(off, off + (this.termLen[slot] ?? 0));
  }

  private store(slot: number, units: Uint16Array): void {
    const old = this.termLen[slot] as number;
    if (units.length <= old) {
      this.termStore.set(units, this.termOff[slot]);
      this.storeGarbage += old - units.length;
      this.termLen[slot] = units.length;
      return;
    }
    this.storeGarbage += old;
    if (this.storeGarbage > this.storeUsed / 2 && this.storeGarbage > 1 << 17) this.compact();
    if (this.storeUsed + units.length > this.termStore.length) {
      const bigger = new Uint16Array(Math.max(this.termStore.length * 2, this.storeUsed + units.length));
      bigger.set(this.termStore.subarray(0, this.storeUsed));
      this.termStore = bigger;
    }
    this.termStore.set(units, this.storeUsed);
    this.termOff[slot] = this.storeUsed;
    this.termLen[slot] = units.length;
    this.storeUsed += units.length;
  }

  /** Copies every slot's words together again, leaving out what changed products left behind. */
  private compact(): void {
    const next = new Uint16Array(Math.max(1 << 17, this.storeUsed - this.storeGarbage + 2048));
    let used = 0;
    for (let slot = 0; slot < this.termLen.length; slot++) {
      const n = this.termLen[slot] as number;
      if (n === 0) continue;
      next.set(this.storedUnits(slot), used);
      this.termOff[slot] = used;
      used += n;
    }
    this.termStore = next;
    this.storeUsed = used;
    this.storeGarbage = 0;
  }

  /**
   * While the index is filled after it serves (ADR 1511): sorts the words gathered so far in slices
   * of work, so that endLoad() finds them sorted and only places the few added meanwhile.
   */
  async sortWordsPaced(): Promise<void> {
    if (!this.loading) return;
    const taken = this.sorted;
    this.sorted = [];
    const order = await sortPaced(
      Int32Array.from(taken, (_, k) => k),
      (x, y) => {
        const a = taken[x] as string;
        const b = taken[y] as string;
        return a < b ? -1 : a > b ? 1 : 0;
      },
    );
    // Words met meanwhile were gathered in the new list; endLoad() sorts them in (a sorted run and a short tail).
    const added = this.sorted;
    this.sorted = Array.from(order, (k) => taken[k] as string);
    for (const w of added) this.sorted.push(w);
  }

  /** Forgets the look-up table of short texts (kept while the index is filled, small changes do without it). */
  endLoad(): void {
    this.shortTexts.clear();
    this.longTexts.clear();
    if (this.loading) {
      this.sorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      // The store grew by doubling while it was filled: keep what it holds and a little room.
      this.termStore = this.termStore.slice(0, this.storeUsed + (1 << 17));
    }
    this.loading = false;
  }

  /** Every indexed word (for suggestions). */
  vocabulary(): readonly string[] {
    return this.sorted;
  }

  /**
   * target := target AND the slots matching every word of the query (synonyms expanded); nothing
   * for a query without words ("%"). A one-word clause ANDs the word's kept set in place; others
   * are put together in scratch sets of `pool`, so a cold search allocates no set of its own.
   */
  keepMatching(target: Bitset, query: string, synonyms: SynonymLookup, pool: BitsetPool): Bitset {
    const clauses = parseQuery(queryWords(query), synonyms);
    if (clauses.length === 0) return target.clear();
    for (const clause of clauses) {
      const only = clause.length === 1 ? clause[0] : undefined;
      if (only?.length === 1) {
        target.and(this.word(only[0] as string));
        continue;
      }
      const any = pool.take();
      const all = pool.take();
      for (const alternative of clause) {
        if (alternative.length === 0) continue;
        all.copy(this.word(alternative[0] as string));
        for (let k = 1; k < alternative.length; k++) all.and(this.word(alternative[k] as string));
        any.or(all);
      }
      target.and(any);
      pool.give(any, all);
    }
    return target;
  }

  /** Slots with a word that begins with `w` or shares one of its stems. */
  word(w: string): Bitset {
    const hit = this.cache.get(w);
    if (hit) {
      this.cache.delete(w);
      this.cache.set(w, hit);
      return hit;
    }
    const out = new Bitset(this.capacity);
    const seen = new Set<number>();
    const take = (t: number | undefined) => {
      if (t === undefined || seen.has(t)) return;
      seen.add(t);
      const bits = this.postingBits[t];
      const list = this.postingList[t];
      if (bits) out.or(bits);
      else if (list) out.addAll(list, this.postingLen[t]);
      else if (this.postingLen[t] === 1) out.add(this.postingOne[t] as number);
    };
    if (w.length >= 2) {
      for (let k = lowerBound(this.sorted, w); k < this.sorted.length; k++) {
        const term = this.sorted[k] as string;
        if (!term.startsWith(w)) break;
        take(this.ids.get(term) as number);
      }
    }
    for (const form of wordForms(w)) {
      take(this.ids.get(form));
      for (const t of this.stems.get(form) ?? []) take(t);
    }
    if (this.cache.size >= WORD_CACHE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(w, out);
    return out;
  }

  /**
   * A text's word ids. Short texts (a colour, a category, a line of a technical sheet) repeat across
   * a catalogue and are looked up once. Long ones (descriptions) are remembered only while the
   * index is filled, the last LONG_TEXTS of them: products of one family often share a description
   * (ADR 1503); a catalogue whose descriptions are all different pays one failed look-up each.
   */
  private textWords(text: string): readonly number[] {
    const short = text.length <= SHORT_TEXT;
    const remembered = short ? this.shortTexts : this.loading ? this.longTexts : undefined;
    const known = remembered?.get(text);
    if (known) return known;
    const ids = words(text).map((w) => this.termId(w));
    if (short) {
      if (this.shortTexts.size < SHORT_TEXTS) this.shortTexts.set(text, ids);
    } else if (remembered) {
      if (remembered.size >= LONG_TEXTS) remembered.delete(remembered.keys().next().value as string);
      remembered.set(text, ids);
    }
    return ids;
  }

  private termId(w: string): number {
    let id = this.ids.get(w);
    if (id !== undefined) return id;
    id = this.terms.length;
    if (id >= this.marks.length) {
      const n = this.marks.length * 2;
      this.marks = widened(this.marks, n);
      this.postingLen = widened(this.postingLen, n);
      this.postingOne = widened(this.postingOne, n);
    }
    this.ids.set(w, id);
    this.terms.push(w);
    this.postingList.push(undefined);
    this.postingBits.push(undefined);
    // While the index is filled, words are sorted once at the end (endLoad), not one insertion at a time.
    if (this.loading) this.sorted.push(w);
    else this.sorted.splice(lowerBound(this.sorted, w), 0, w);
    for (const form of wordForms(w).slice(1)) {
      const list = this.stems.get(form);
      if (list) list.push(id);
      else this.stems.set(form, [id]);
    }
    return id;
  }

  private insert(t: number, slot: number): void {
    const len = this.postingLen[t] as number;
    this.postingLen[t] = len + 1;
    const bits = this.postingBits[t];
    if (bits) {
      bits.add(slot);
      return;
    }
    let list = this.postingList[t];
    if (!list) {
      if (len === 0) {
        this.postingOne[t] = slot;
        return;
      }
      list = new Uint32Array(4);
      list[0] = this.postingOne[t] as number;
      this.postingList[t] = list;
    } else if (len === list.length) {
      // Dense words become bitsets: a list of more than capacity/32 slots is larger than one.
      if (len * 32 >= this.capacity) {
        this.postingBits[t] = new Bitset(this.capacity).addAll(list, len).add(slot) as Bitset;
        this.postingList[t] = undefined;
        return;
      }
      const next = new Uint32Array(len * 2);
      next.set(list);
      list = next;
      this.postingList[t] = list;
    }
    list[len] = slot;
  }

  private remove(t: number, slot: number): void {
    const len = (this.postingLen[t] as number) - 1;
    this.postingLen[t] = len;
    const bits = this.postingBits[t];
    if (bits) {
      bits.delete(slot);
      return;
    }
    const list = this.postingList[t];
    if (!list) return;
    const at = list.indexOf(slot);
    if (at >= 0 && at <= len) list[at] = list[len] as number;
  }
}

export function lowerBound(sorted: readonly string[], w: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < w) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Synonym groups as the query parser needs them (see synonyms.ts). */
export interface SynonymLookup {
  /** The groups a folded phrase (one or more words, space-separated) belongs to: each group's members as word lists. */
  groupsOf(phrase: string): readonly (readonly string[])[][];
  /** Longest member, in words. */
  readonly maxWords: number;
}

/**
 * A query's words into clauses: a run of words that is a synonym (longest first, e.g. "yatak
 * odası") becomes one clause of its group's members; any other word is a clause of itself and
 * the members of the groups of its stems ("sandalyeler" → sandalye → chair, iskemle).
 */
export function parseQuery(qw: readonly string[], synonyms: SynonymLookup): Clause[] {
  const clauses: Clause[] = [];
  let i = 0;
  outer: while (i < qw.length) {
    for (let n = Math.min(synonyms.maxWords, qw.length - i); n >= 2; n--) {
      const groups = synonyms.groupsOf(qw.slice(i, i + n).join(" "));
      if (groups.length > 0) {
        clauses.push(uniqueAlternatives([qw.slice(i, i + n), ...groups.flat()]));
        i += n;
        continue outer;
      }
    }
    const w = qw[i] as string;
    const alternatives: string[][] = [[w]];
    for (const form of wordForms(w))
      for (const g of synonyms.groupsOf(form)) alternatives.push(...g.map((m) => [...m]));
    clauses.push(uniqueAlternatives(alternatives));
    i++;
  }
  return clauses;
}

function uniqueAlternatives(alternatives: readonly (readonly string[])[]): Clause {
  const seen = new Set<string>();
  const out: Clause = [];
  for (const a of alternatives) {
    const key = a.join(" ");
    if (a.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push([...a]);
  }
  return out;
}

/** Gaps below this take one 16-bit unit; larger ones two (the first with its top bit set). */
const ONE_UNIT = 0x8000;
/** Word ids stay below this (2^30): a two-unit gap holds 15 + 15 bits. */
const MAX_WORD_ID = ONE_UNIT * ONE_UNIT;

/**
 * Writes sorted, distinct word ids into `out` as gaps from the previous id (the first from 0): one
 * unit for a gap below 2^15, else two (high 15 bits with the top bit set, then the low 15 bits).
 * Returns how many units it wrote (at most two per id, `out` must have room for that). A product's
 * words in a vocabulary of 100,000 are some 1,500 ids apart: one unit each, half a Uint32Array.
 */
export function encodeGaps(ids: Uint32Array, out: Uint16Array): number {
  let n = 0;
  let prev = 0;
  for (const id of ids) {
    if (id >= MAX_WORD_ID) throw new RangeError(`word id ${id} past the search index's ${MAX_WORD_ID}`);
    const gap = id - prev;
    prev = id;
    if (gap < ONE_UNIT) out[n++] = gap;
    else {
      out[n++] = ONE_UNIT | Math.floor(gap / ONE_UNIT);
      out[n++] = gap % ONE_UNIT;
    }
  }
  return n;
}

/** The word ids encodeGaps wrote as `units`. */
export function decodeGaps(units: Uint16Array): Uint32Array {
  const ids = new Uint32Array(units.length);
  let n = 0;
  let id = 0;
  for (let k = 0; k < units.length; k++) {
    const u = units[k] as number;
    id += u < ONE_UNIT ? u : (u - ONE_UNIT) * ONE_UNIT + (units[++k] as number);
    ids[n++] = id;
  }
  return ids.subarray(0, n);
}
