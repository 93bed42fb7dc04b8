import type { FileSettings } from './fileSettings.ts';
import type { FileStore } from './fileStore.ts';
import { createLocalFileStore } from './localFileStore.ts';
import { createS3FileStore } from './s3FileStore.ts';

/** The installation's file store: the S3 bucket of S3_URL when set, else the folder DATA_DIR/files. */
export const openFileStore = (settings: FileSettings): FileStore => (settings.s3 ? createS3FileStore(settings.s3) : createLocalFileStore(settings.dir));
