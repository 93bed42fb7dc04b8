import type { LineOfBusiness } from '../../../widgets/types';
import { linesOfBusiness } from '../../policies/linesOfBusiness';

/** The lines-of-business service narrowed to an opportunity's lines: what its submissions may quote. */
export function opportunityLines(ids: readonly string[]): () => Promise<LineOfBusiness[]> {
  return async () => (await linesOfBusiness()).filter((line) => ids.includes(line.line_Of_Business_Id));
}
