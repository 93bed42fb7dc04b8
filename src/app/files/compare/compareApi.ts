import { api } from '../../api/client';

/** A file version to compare (the latest when no version is given). */
export interface FileVersion {
  file_Reference_Id: string;
  version?: number;
}

export type DifferenceType = 'added' | 'removed' | 'changed';

/** One difference: its span in each text (end exclusive; empty where that side has nothing). */
export interface Difference {
  type: DifferenceType;
  left: [number, number];
  right: [number, number];
}

export interface ComparedSide {
  file_Reference_Id: string;
  version: number;
  name: string;
  text: string | null;
  /** why the file has no text to compare */
  message: string | null;
}

/** POST /v1/file/compare's answer: both sides, and their differences when both have text. */
export interface Comparison {
  files: [ComparedSide, ComparedSide];
  differences: Difference[] | null;
}

export async function compareFiles(files: [FileVersion, FileVersion]): Promise<Comparison> {
  return (await api<Comparison>('/v1/file/compare', { method: 'POST', body: { files } })).resolved;
}

/** GET /v1/file/comparable: which of these files have text to compare, and why not. */
export const comparablePath = (ids: string[]) => (ids.length ? `/v1/file/comparable?file_Reference_Ids=${ids.join(',')}` : null);

export interface Comparable {
  files: { file_Reference_Id: string; comparable: boolean; message: string | null }[];
}
