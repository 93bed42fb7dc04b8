/** A form's starting model, and what its host needs back when saving (a stored record's version). */
export interface LoadedForm {
  model: Record<string, unknown>;
  version?: number;
  /** the stored record the model was read from, as read (the form's notices look at it) */
  stored?: Record<string, unknown>;
  /** a new record's model, configured defaults in: what the form's rules reset a field to (the model when absent) */
  blank?: Record<string, unknown>;
}

/**
 * How a form's host loads it and keeps what it saves: a page reads and writes a record, a dialog
 * hands the model to whoever opened it, a stepper step to the next step. The form only asks.
 */
export interface FormProtocol {
  load(): Promise<LoadedForm>;
  /** resolves once kept; a refusal throws SaveRefused */
  save(model: Record<string, unknown>, loaded: LoadedForm): Promise<void>;
  /** keeps one field's value at once, when it differs from what is kept (a saveOnBlur field left valid); a refusal throws SaveRefused */
  saveField?(path: string, value: unknown): Promise<void>;
  /** keeps the model as a draft, unchecked (the ui schema's draft); a refusal throws SaveRefused */
  saveDraft?(model: Record<string, unknown>): Promise<void>;
}

/** A save the other side refused: the sentence to show, and each refused field's message by pointer. */
export class SaveRefused extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}
