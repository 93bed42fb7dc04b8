import type { ComponentType } from 'react';
import type { ConfirmText } from '../engine/core/manifests';

/** A choice of a select: its value is sent as it is, a string or a number. */
export interface ChoiceItem {
  value: string | number;
  label: string;
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
  /** amount and money: the value is a number, not its text */
  number?: boolean;
  /** masked: which mask */
  mask?: 'phone' | 'ssn' | 'fein' | 'zip';
  [key: string]: unknown;
}

/** The parts of a suggested address, as the address suggestion call names them. */
export interface AddressElements {
  HouseNumber: string;
  Street: string;
  Locality: string;
  PostalCode: string;
  /** the two-letter state code */
  AdministrativeDivision: string;
}

export interface AddressResult {
  Variants: { PreformattedData: { SingleAddressLine: string }; AddressElements: AddressElements }[];
  PreformattedData: { SingleAddressLine: string };
  AddressElements: AddressElements;
}

export interface AddressSuggestions {
  Results: AddressResult[];
  /** the credit the suggestions' data needs shown beside them */
  Attribution?: string;
}

/** A human or an entity something is related to (the spec's related-to person or entity). */
export interface RelatedToWho {
  type: string;
  reference_Id: string;
  first_Name?: string | null;
  last_Name?: string | null;
}

/** A record's form in a dialog, as the host opens it (the quick-add of an entity): it hands back the new record's id. */
export interface RecordDialogProps {
  /** the form's name ('entity') */
  form: string;
  /** its mode ('quick-add') */
  mode: string;
  onSaved(id: string): void;
  onCancelled(): void;
}

/** A line of business an agency writes (GET /v1/lob): its icon is an icon's name. */
export interface LineOfBusiness {
  line_Of_Business_Id: string;
  line_Of_Business_Reference_Code: string;
  line_Of_Business_Name: string;
  category: string;
  icon: string;
}

export interface WidgetServices {
  /** The host's dialog for adding a record from a field (a search that did not find it). */
  RecordDialog?: ComponentType<RecordDialogProps>;
  /** Whether the user holds a scope (what a widget offers to do may need one). */
  allowed?(scope: string): boolean;
  /** Uploads a picture (base64 without the data: prefix) and answers its URL. */
  uploadPicture(base64: string): Promise<string>;
  /** Addresses for what was typed into a street field; without it the street is a plain input. */
  suggestAddresses?(singleLine: string): Promise<AddressSuggestions>;
  /** The city and state of a 5-digit ZIP; null when unknown. */
  lookupZip?(zip: string): Promise<{ city: string; state_Code: string } | null>;
  /** Opens a page of the app (asking first when leaving a form). */
  navigate?(path: string): void;
  /** A page of the tenant's entities whose names match what was typed: value is the reference id, label the name. */
  searchEntities?(search: string, limit: number): Promise<ChoiceItem[]>;
  /** The name of an entity, by its reference id. */
  entityName?(id: string): Promise<string | undefined>;
  /** Humans or entities (`type`) whose names match what was typed. */
  searchRelatedToWho?(type: string, search: string): Promise<RelatedToWho[]>;
  /** The staff a task can be assigned to whose first or last name matches what was typed: value is the id, label the name. */
  searchAssignees?(search: string): Promise<ChoiceItem[]>;
  /** Every line of business (reference data, read once). */
  linesOfBusiness?(): Promise<LineOfBusiness[]>;
  /** The name of a human or an entity (`type`, either case), by its reference id. */
  recordName?(type: string, id: string): Promise<string | undefined>;
  /** What cancelling the policy on the date would come to, as the server computes it (a refusal rejects with its field errors). */
  cancellationPreview?(policyId: string, cancelDate: string): Promise<{ return_Premium: number; policy_Status_Label: string }>;
  /** The contacts of a human or an entity (`type`, lower case): value is the contact's reference id, label its name. */
  contactsOf?(type: string, id: string): Promise<ChoiceItem[]>;
}

/** Texts widgets show whatever their field (screens/messages.json). */
export interface WidgetTexts {
  yes: string;
  no: string;
  /** a select's empty choice */
  select: string;
  /** what describes a required field whose control cannot say it (a button) */
  required: string;
  zoom: string;
  cancel: string;
  save: string;
  /** the lines-of-business picker's */
  linesOfBusiness: { search: string; noneFound: string; loading: string; more: string };
  /** the policy form's totals */
  policyTotals: { premium: string; commission: string; taxes: string; fees: string; cost: string };
  /** the cancellation's return premium before Save, and the pipeline's follow-up texts */
  csrFollowUp: { returnPremium: string; returnPremiumPick: string; returnPremiumLoading: string; returnPremiumFailed: string };
  /** a long list of checkboxes' type-ahead filter: 'Filter {label}' */
  firstDay: { filterChoices: string };
}

/** What the engine gives a widget; the engine's field template shows the label, required mark, hint and error around it. */
export interface WidgetProps<V = unknown> {
  id: string;
  /** the field's label, for widgets that name parts of themselves after it */
  label: string;
  value: V | undefined;
  onChange(value: V | undefined): void;
  onBlur(): void;
  onFocus(): void;
  /** marks the input invalid; the template shows the message */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** the input is cut at this many characters */
  maxInput?: number;
  options: WidgetOptions;
  services: WidgetServices;
  texts: WidgetTexts;
  /**
   * Sets fields beside this one, named relative to this field's parent: from /address/0/line1,
   * { city: 'Boston' } sets /address/0/city. With onlyEmpty, fields that hold a value keep it.
   */
  setSiblings?(values: Record<string, unknown>, onlyEmpty?: boolean): void;
  /** The value of a field beside this one, named as setSiblings names it, as it stands (a widget reads it when it opens). */
  sibling?(key: string): unknown;
  /** what a widget registered as reading the form (readsForm) reads of its values: what they add up to */
  form?: string | number;
  /**
   * a `typed` widget's input shows `value` already: it was made with its text, and every change since was typed into
   * it, so it is given the text by no ref (inputProps' showsText) and React's first commit walks to no ref of its own
   */
  showing?: boolean;
}
