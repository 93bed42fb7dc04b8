import type { FormProtocol } from '../../engine/core/formProtocol';
import { itemCallBody, type ItemCall, type ItemValues } from '../../engine/core/itemForms';
import { newRecordModel, readBackModel } from '../../engine/core/initialModel';
import type { UiSchema } from '../../engine/core/manifests';
import { api } from '../api/client';
import { readConfiguration } from './configurations';
import { saveRefusal } from './saveRefusal';

interface ItemFormSetup {
  ui: UiSchema;
  mode: string;
  call: ItemCall;
  /** the record's id, and the item when editing one */
  values: ItemValues;
  allowed(scope: string): boolean;
  /** the server's sentence, and what it answered */
  onSaved(message: string, resolved: unknown): void;
}

/**
 * A dialog's load and save of a record's item (a contact): a new one starts as a new record
 * does; a stored one is its read filled into that start (the ui schema's readBack). Save sends the
 * model with the call's body filled in (the record's id, the item's reference and version).
 */
export function itemProtocol({ ui, mode, call, values, allowed, onSaved }: ItemFormSetup): FormProtocol {
  return {
    async load() {
      const blank = await newRecordModel(ui, mode, allowed, readConfiguration);
      if (!values.item) return { model: blank };
      return { model: readBackModel(ui, blank, values.item), stored: values.item, blank };
    },
    async save(model) {
      try {
        const saved = await api(call.path, { method: call.method, body: itemCallBody(call, values, model) });
        onSaved(saved.responseMessage, saved.resolved);
      } catch (error) {
        throw saveRefusal(error, ui, mode);
      }
    },
  };
}
