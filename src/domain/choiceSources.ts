import { choicesName, type ChoiceSource, type UiField } from '../engine/core/manifests';

/** A reference list ('State') as a choice source: GET /v1/reference, its Name and Code pairs. */
const referenceList = (name: string): ChoiceSource => ({
  path: `/v1/reference?codelist=${encodeURIComponent(`Enterprise ${name}`)}`,
  itemsKey: 'enterpriseDetails',
  value: 'Code',
  label: 'Name',
});

/** Where each of the fields' choices are read, by the name they are kept under; fields without choices name none. */
export function choiceSources(fields: UiField[]): Map<string, ChoiceSource> {
  return new Map(fields.filter((f) => choicesName(f)).map((f) => [choicesName(f)!, f.options!.choices ?? referenceList(f.options!.reference!)]));
}
