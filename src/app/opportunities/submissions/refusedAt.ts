import { SaveRefused } from '../../../engine/core/formProtocol';

/** A refusal whose field messages move to where the form shows them (a call's '/market_Reference_Id' is the form's '/market_Reference_Ids'). */
export function refusedAt(refused: SaveRefused, moved: (field: string) => string): SaveRefused {
  return new SaveRefused(refused.message, Object.fromEntries(Object.entries(refused.fields).map(([field, message]) => [moved(field), message])));
}
