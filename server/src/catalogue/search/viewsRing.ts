// Views counted on the main thread, for the search threads of the same SQLite file. Each search
// thread keeps its own article index, in which views are a sort key ("Most viewed"), read from the
// file when the thread starts. The usage counter writes counted views to the file and raises the main
// thread's index, but no thread's. So the main thread also puts the id of each article whose view
// counted into a ring of memory shared with the threads, after the write has committed. Before each
// search a thread reads, from the file, the views of the ids put since its last search. Its order is
// then the file's, exactly: the ids are there before a search is handed to any thread, and the views
// it reads are absolute, so reading an article twice does no harm. A thread more than a ring behind
// reads every article's views.
import fs from 'node:fs';
import path from 'node:path';

/** Ids the ring holds before a thread that has not read them must read every article's views. */
export const VIEWS_RING_SLOTS = 1 << 16;
const MASK = VIEWS_RING_SLOTS - 1;
/** Cell 0 counts the ids ever put (modulo 2^32); the ids follow. */
const FIRST_SLOT = 1;

/** One ring per database file in this process, shared by the store that counts and the pool's threads. */
const rings = new Map<string, SharedArrayBuffer>();

/** The ring of the SQLite file at `databasePath` (null for a database in memory). */
export function viewsRingOf(databasePath: string): SharedArrayBuffer | null {
  if (!databasePath || databasePath === ':memory:') return null;
  let key = path.resolve(databasePath);
  try {
    key = fs.realpathSync(key);
  } catch {
    // Not made yet: named as given, as the store that makes it names it.
  }
  let ring = rings.get(key);
  if (!ring) {
    ring = new SharedArrayBuffer((FIRST_SLOT + VIEWS_RING_SLOTS) * Int32Array.BYTES_PER_ELEMENT);
    rings.set(key, ring);
  }
  return ring;
}

/** Puts the id of an article whose view counted (the main thread, after the count is written). */
export function putCountedView(ring: SharedArrayBuffer, articleId: number): void {
  const cells = new Int32Array(ring);
  const put = Atomics.load(cells, 0);
  Atomics.store(cells, FIRST_SLOT + (put & MASK), articleId);
  Atomics.store(cells, 0, (put + 1) | 0);
}

/** A search thread's place in the ring: what it has read so far. */
export class ViewsRingReader {
  private readonly cells: Int32Array;
  private read: number;

  /** Starts at the ring's end: a thread made now reads the file's views as it loads its index. */
  constructor(ring: SharedArrayBuffer) {
    this.cells = new Int32Array(ring);
    this.read = Atomics.load(this.cells, 0);
  }

  /** The ids put since the last call (each once), 'all' when more were put than the ring holds, or null for none. */
  take(): number[] | 'all' | null {
    const put = Atomics.load(this.cells, 0);
    const waiting = (put - this.read) >>> 0;
    if (waiting === 0) return null;
    const from = this.read;
    this.read = put;
    if (waiting > VIEWS_RING_SLOTS) return 'all';
    const ids = new Set<number>();
    for (let i = 0; i < waiting; i++) ids.add(Atomics.load(this.cells, FIRST_SLOT + ((from + i) & MASK)));
    // Put over while they were read: some of the ids read are later ones, and some were lost.
    if (((Atomics.load(this.cells, 0) - from) >>> 0) > VIEWS_RING_SLOTS) return 'all';
    return [...ids];
  }
}
