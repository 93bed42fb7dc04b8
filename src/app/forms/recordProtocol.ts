import { changedGroups, dropItemsWithout, withoutEmptyGroups } from '../../engine/core/formModel';
import type { FormProtocol } from '../../engine/core/formProtocol';
import { newRecordModel, queryModel, readBackModel, storedRecordModel } from '../../engine/core/initialModel';
import type { UiSchema } from '../../engine/core/manifests';
import { mapModel } from '../../engine/core/modelMap';
import { api, fetchResolved } from '../api/client';
import { readConfiguration } from './configurations';
import { saveRefusal } from './saveRefusal';

interface RecordForm {
  ui: UiSchema;
  mode: string;
  /** the stored record's id; none for a new one */
  id?: string;
  /** the page's query: a new record takes the values the ui schema's fromQuery names */
  query?: URLSearchParams;
  allowed(scope: string): boolean;
  /** the server's sentence and the saved record's id */
  onSaved(message: string, id: string): void;
  /** the model was kept as a draft (the ui schema's draft): the server's sentence */
  onDraftSaved?(message: string): void;
}

/**
 * A page's load and save of its form's record through the ui schema's `api`: a new record starts
 * from the ui schema (configuration defaults and the page's query) and is created; a stored one is read, and only
 * its changed groups are sent with the version it was read at.
 */
export function recordProtocol({ ui, mode, id, query, allowed, onSaved, onDraftSaved }: RecordForm): FormProtocol {
  const record = ui.api;
  if (!record) throw new Error(`The form '${ui.form}' names no api for its record.`);
  const { draft } = ui;
  return {
    async load() {
      if (id === undefined) return { model: queryModel(ui, await newRecordModel(ui, mode, allowed, readConfiguration), query ?? new URLSearchParams()) };
      const read = await fetchResolved<Record<string, unknown>>(`${record.load}?${record.idKey}=${encodeURIComponent(id)}`);
      if (!record.loadKey) {
        const stored = read as { model: Record<string, unknown>; version: number };
        return { model: storedRecordModel(ui, stored.model), version: stored.version };
      }
      // a record read whole: the form's fields are those its readBack names
      const stored = read[record.loadKey] as Record<string, unknown>;
      return { model: readBackModel(ui, storedRecordModel(ui, {}), stored), version: stored.version as number, stored };
    },
    async save(model, loaded) {
      try {
        if (id === undefined) {
          const created = await api<Record<string, string>>(record.create, { method: 'POST', body: withoutEmptyGroups(model) });
          return onSaved(created.responseMessage, created.resolved[record.idKey]);
        }
        const changed = changedGroups(dropItemsWithout(loaded.model, ui.dropItemsWithout), model);
        const body = record.updateBody === 'fields' ? { ...changed, [record.idKey]: id, version: loaded.version } : { [record.idKey]: id, version: loaded.version, to_Update: changed };
        const updated = await api(record.update, { method: record.updateMethod ?? 'POST', body });
        onSaved(updated.responseMessage, id);
      } catch (error) {
        throw saveRefusal(error, ui, mode, /^\/to_Update/);
      }
    },
    saveDraft: draft && draft.modes.includes(mode) ? async (model) => {
      try {
        onDraftSaved?.((await api(draft.call, { method: 'POST', body: mapModel(draft.body, model) })).responseMessage);
      } catch (error) {
        throw saveRefusal(error, ui, mode);
      }
    } : undefined,
  };
}
