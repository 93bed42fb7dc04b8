export interface ChoiceItem {
  value: string;
  label: string;
}

export interface ConfirmText {
  title: string;
  message?: string;
}

/** Options a field's ui schema gives its widget, plus what the engine resolves for it. */
export interface WidgetOptions {
  /** select: the choices, already resolved from a reference list */
  items?: ChoiceItem[];
  /** toggle: asked before switching to No */
  confirmOff?: ConfirmText;
  /** picture: asked before removing */
  confirmRemove?: ConfirmText;
  /** date: refuse dates after today */
  notFuture?: boolean;
  /** masked: which mask */
  mask?: 'phone' | 'ssn' | 'fein' | 'zip';
  [key: string]: unknown;
}

export interface WidgetServices {
  /** Uploads a picture (base64 without the data: prefix) and answers its URL. */
  uploadPicture(base64: string): Promise<string>;
}

export interface WidgetProps<V = unknown> {
  id: string;
  label: string;
  value: V | undefined;
  onChange(value: V | undefined): void;
  onBlur(): void;
  onFocus(): void;
  error?: string;
  /** helper text under the input (not an error) */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  tooltip?: string;
  placeholder?: string;
  /** the input is cut at this many characters */
  maxInput?: number;
  options: WidgetOptions;
  services: WidgetServices;
}
