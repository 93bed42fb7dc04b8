import { changedGroups, dropItemsWithout, withoutEmptyGroups } from '../../engine/core/formModel';
import type { FormProtocol } from '../../engine/core/formProtocol';
import { newRecordModel, storedRecordModel } from '../../engine/core/initialModel';
import type { UiSchema } from '../../engine/core/manifests';
import { api, fetchResolved } from '../api/client';
import { readConfiguration } from './configurations';
import { saveRefusal } from './saveRefusal';

interface RecordForm {
  ui: UiSchema;
  mode: string;
  /** the stored record's id; none for a new one */
  id?: string;
  allowed(scope: string): boolean;
  /** the server's sentence and the saved record's id */
  onSaved(message: string, id: string): void;
}

/**
 * A page's load and save of its form's record through the ui schema's `api`: a new record starts
 * from the ui schema (and configuration defaults) and is created; a stored one is read, and only
 * its changed groups are sent with the version it was read at.
 */
export function recordProtocol({ ui, mode, id, allowed, onSaved }: RecordForm): FormProtocol {
  const record = ui.api;
  if (!record) throw new Error(`The form '${ui.form}' names no api for its record.`);
  return {
    async load() {
      if (id === undefined) return { model: await newRecordModel(ui, mode, allowed, readConfiguration) };
      const stored = await fetchResolved<{ model: Record<string, unknown>; version: number }>(`${record.load}?${record.idKey}=${encodeURIComponent(id)}`);
      return { model: storedRecordModel(ui, stored.model), version: stored.version };
    },
    async save(model, loaded) {
      try {
        if (id === undefined) {
          const created = await api<Record<string, string>>(record.create, { method: 'POST', body: withoutEmptyGroups(model) });
          return onSaved(created.responseMessage, created.resolved[record.idKey]);
        }
        const to_Update = changedGroups(dropItemsWithout(loaded.model, ui.dropItemsWithout), model);
        const updated = await api(record.update, { method: 'POST', body: { [record.idKey]: id, version: loaded.version, to_Update } });
        onSaved(updated.responseMessage, id);
      } catch (error) {
        throw saveRefusal(error, ui, mode, /^\/to_Update/);
      }
    },
  };
}
