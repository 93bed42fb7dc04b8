import type { FormProtocol } from '../../engine/core/formProtocol';
import type { UiSchema } from '../../engine/core/manifests';
import { saveRefusal } from '../forms/saveRefusal';
import { readFileDetails, updateFileDetails, type FileDetails } from './fileApi';

interface FileDetailsSetup {
  fileReferenceId: string;
  ui: UiSchema;
  mode: string;
  /** the server's sentence after Save */
  onSaved(message: string): void;
}

/** The form's model of a file's details: name, tags by code, Related to, description. */
function modelOf(details: FileDetails): Record<string, unknown> {
  return {
    file_Reference_Id: details.file_Reference_Id,
    name: details.name,
    description: details.description ?? undefined,
    tags: details.tags.length ? details.tags.map((t) => t.string_Value) : undefined,
    related_To: details.related_To ? { type: details.related_To.type, reference_Id: details.related_To.reference_Id, first_Name: details.related_To.first_Name, last_Name: details.related_To.last_Name } : null,
  };
}

/** What the server is sent for a value the form holds: an emptied description is '' (cleared), no tags an empty list, no Related to null. */
const sent = (key: string, value: unknown) => value ?? (key === 'description' ? '' : key === 'tags' ? [] : key === 'related_To' ? null : value);

/**
 * The File Details form's load and save (the edit dialog and the attachment's second step): read
 * from GET /v1/metadata/files, saved with the version read (a stale one answers 412, whose sentence
 * the form shows). A saveOnBlur field (name, description) is saved as it is left, only if it changed.
 */
export function fileDetailsProtocol({ fileReferenceId, ui, mode, onSaved }: FileDetailsSetup): FormProtocol {
  let version = 0;
  const kept: Record<string, unknown> = {};
  const put = async (body: Record<string, unknown>) => {
    try {
      const saved = await updateFileDetails({ file_Reference_Id: fileReferenceId, version, ...body });
      version = saved.version;
      return saved.message;
    } catch (error) {
      throw saveRefusal(error, ui, mode);
    }
  };
  return {
    async load() {
      const details = await readFileDetails(fileReferenceId);
      version = details.version;
      const model = modelOf(details);
      Object.assign(kept, model);
      return { model, version };
    },
    async saveField(path, value) {
      const key = path.slice(1);
      if (JSON.stringify(sent(key, kept[key])) === JSON.stringify(sent(key, value))) return;
      await put({ [key]: sent(key, value) });
      kept[key] = value;
    },
    async save(model) {
      const { file_Reference_Id: _id, ...values } = model;
      const body = Object.fromEntries(['name', 'description', 'tags', 'related_To'].map((key) => [key, sent(key, values[key])]));
      onSaved(await put(body));
    },
  };
}
