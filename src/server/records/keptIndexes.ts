import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildTermIndex, type TermIndex } from './termIndex.ts';

/** The rows of a list as an index is built from them: ids and search texts, in the list's order. */
export interface IndexedRows {
  ids: string[];
  texts: string[];
}

/** An index kept, with the ids of its rows and the data versions it was read at. */
export interface KeptIndex {
  index: TermIndex;
  ids: string[];
  versions: string;
}

/** What a build reads: the data versions (read before and after the rows: equal, nothing was written between) and the rows. */
export interface IndexSource {
  versions(): Promise<number[]>;
  rows(): Promise<IndexedRows>;
}

/** Searches a stale or missing index sends to the database before it is built again: a list searched now and then never pays for one. */
const buildAfterMisses = 20;
/** At least this many times a build's own duration passes before the next one: rebuilding takes at most a tenth of the time. */
const restFactor = 10;

interface Place {
  kept?: KeptIndex & { bytes: number };
  building: boolean;
  misses: number;
  /** when the last build ended and how long it took (ms) */
  endedAt: number;
  tookMs: number;
}

/**
 * The term indexes of the lists kept in memory (see termIndex.ts), each under a name (a list, a
 * tenant, a sort order) and the data versions it was read at: an index answers only a search that
 * read the same versions, so a write on this instance or another is never missed. A stale or
 * missing index is built again in the background once searches keep asking for it (and not more
 * often than a tenth of the time); until then its searches go to the database. The least recently
 * used are dropped once they hold more than `maxBytes`.
 */
export function createKeptIndexes(maxBytes: number) {
  /** a Map iterates in insertion order: a use moves a place to the end, the front is the least recently used */
  const places = new Map<string, Place>();
  let bytes = 0;
  /** how many searches an index answered */
  let answered = 0;

  function keep(name: string, place: Place, kept: KeptIndex & { bytes: number }) {
    if (place.kept) bytes -= place.kept.bytes;
    place.kept = kept;
    bytes += kept.bytes;
    for (const [oldest, other] of places) {
      if (bytes <= maxBytes || oldest === name) break;
      if (other.kept) bytes -= other.kept.bytes;
      other.kept = undefined;
      if (!other.building) places.delete(oldest);
    }
  }

  async function build(name: string, place: Place, source: IndexSource) {
    const started = performance.now();
    try {
      const before = (await source.versions()).join();
      const { ids, texts } = await source.rows();
      if ((await source.versions()).join() !== before) return;
      const index = await buildTermIndex(texts, () => nextTurn());
      if (places.get(name) !== place) return;
      keep(name, place, { index, ids, versions: before, bytes: index.bytes + ids.length * 88 });
    } catch (error) {
      // a failed build (the database closing, say) leaves the searches to the database; the rest below delays the next
      console.warn(`A list's term index could not be built (its searches go to the database): ${(error as Error).message}`);
    } finally {
      place.building = false;
      place.endedAt = performance.now();
      place.tookMs = place.endedAt - started;
    }
  }

  return {
    /**
     * The index named `name` at `versions`, if kept; else undefined, and counted as asked for: the
     * index is built from `source` once it has been asked often enough and has rested long enough.
     */
    find(name: string, versions: number[], source: IndexSource): KeptIndex | undefined {
      let place = places.get(name);
      if (place) places.delete(name);
      place ??= { building: false, misses: 0, endedAt: 0, tookMs: 0 };
      places.set(name, place);
      if (place.kept?.versions === versions.join()) {
        place.misses = 0;
        answered++;
        return place.kept;
      }
      place.misses++;
      const rested = performance.now() - place.endedAt >= restFactor * place.tookMs;
      if (!place.building && place.misses >= buildAfterMisses && rested) {
        place.building = true;
        place.misses = 0;
        void build(name, place, source);
      }
      return undefined;
    },
    /** how many indexes are kept, what they hold and how many searches they answered (for tests) */
    size: () => ({ indexes: [...places.values()].filter((p) => p.kept).length, bytes, answered }),
    /** until every build begun has ended (for tests) */
    async settled(): Promise<void> {
      while ([...places.values()].some((p) => p.building)) await nextTurn();
    },
  };
}

export type KeptIndexes = ReturnType<typeof createKeptIndexes>;
