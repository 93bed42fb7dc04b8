import { conditionHolds } from '../core/conditions';
import type { DisplayField } from '../core/screenManifests';
import { getAt, getPath } from '../core/pointer';
import type { DisplayRegistry, DisplayTexts } from '../../displays/types';

interface DisplayValueProps {
  field: DisplayField;
  record: Record<string, unknown>;
  displays: DisplayRegistry;
  texts: DisplayTexts;
}

/**
 * A record's value (under the field's key, which may be a dotted path: 'price.amount') shown by
 * the display its field names ('text' when none), the field's own empty text when it has one;
 * nothing for a record its `when` does not hold for; an unknown display says so.
 */
export function DisplayValue({ field, record, displays, texts }: DisplayValueProps) {
  if (field.when && !conditionHolds(field.when, (path) => getAt(record, path))) return null;
  const name = field.display ?? 'text';
  const Display = displays[name];
  if (!Display) return <span role="alert" className="text-red-700">Unknown display '{name}' for {field.key}</span>;
  return <Display value={getPath(record, field.key)} record={record} field={field} texts={field.empty === undefined ? texts : { ...texts, none: field.empty }} />;
}
