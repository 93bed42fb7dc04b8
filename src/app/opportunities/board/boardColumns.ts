import { pipelineStages } from '../../../domain/opportunityStages';

/** A column of the board: the stages sharing one step key (both closed stages are one column). */
export interface BoardColumn {
  key: string;
  label: string;
  stages: string[];
}

/** The board's columns in the pipeline's order, from the one stage table. */
export const boardColumns: BoardColumn[] = pipelineStages.reduce<BoardColumn[]>((columns, s) => {
  const column = columns.find((c) => c.key === s.key);
  if (column) column.stages.push(s.stage);
  else columns.push({ key: s.key, label: s.label, stages: [s.stage] });
  return columns;
}, []);

/** The stage a card dropped on a column is moved to: the column's first (the server refuses a closed one, to be closed with its results). */
export const stageOf = (column: BoardColumn) => column.stages[0];

/** An opportunity as the board's card shows it (a row of GET /v1/opportunity/search). */
export type Card = {
  opportunity_Reference_Id: string; version: number; name: string | null; opportunity_Description: string | null; stage: string; stage_Key: string; premium: number;
  LOB_Data?: { name: string | null }[]; expected_Close_Date?: string | null; stage_Changed_At?: string | null;
};
export type Move = (card: Card, column: BoardColumn) => void;
