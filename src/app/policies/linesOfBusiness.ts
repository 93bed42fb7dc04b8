import type { LineOfBusiness } from '../../widgets/types';
import { api } from '../api/client';

let lines: Promise<LineOfBusiness[]> | undefined;

/** Every line of business (GET /v1/lob), read once a session: they change only with a release. A failed read is tried again next time. */
export function linesOfBusiness(): Promise<LineOfBusiness[]> {
  lines ??= api<{ lob: LineOfBusiness[] }>('/v1/lob').then((answer) => answer.resolved.lob).catch((error: unknown) => {
    lines = undefined;
    throw error;
  });
  return lines;
}
