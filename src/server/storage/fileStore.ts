import type { Readable } from 'node:stream';

/**
 * Where the files' bytes live, by content address (the SHA-256 of the bytes, in hex): the same
 * bytes are kept once, and no name a client sent ever becomes a path. The embedded store is a
 * folder (localFileStore.ts), S3_URL an S3-compatible bucket (s3FileStore.ts); openFileStore.ts picks one.
 */
export interface FileStore {
  /** Takes the spooled file at `path` as the bytes of `sha256`; the spooled file is gone afterwards. */
  put(sha256: string, path: string): Promise<void>;
  /** The bytes of `sha256`, or null when the store does not hold them. */
  open(sha256: string): Promise<Readable | null>;
  /** Forgets the bytes of `sha256` (nothing when it does not hold them): only once nothing refers to them any more. */
  remove(sha256: string): Promise<void>;
}

/** The store is out of reach (refused, timed out, denied): the request answers 503, nothing was saved or read. */
export class FileStoreUnavailable extends Error {}

const contentAddress = /^[0-9a-f]{64}$/;

/** Refuses anything but a SHA-256 in lower-case hex, before it comes near a path or a key. */
export function assertContentAddress(sha256: string): void {
  if (!contentAddress.test(sha256)) throw new Error(`not a content address: ${JSON.stringify(sha256.slice(0, 80))}`);
}
