/**
 * Where address suggestions and checks come from. The embedded provider (embedded.ts) needs no
 * outside service; a commercial one implements the same interface and replaces it in
 * composition/services.ts.
 */

/** The parts of a US address, as the spec's suggestion results name them. */
export interface AddressElements {
  HouseNumber: string;
  Street: string;
  /** the city */
  Locality: string;
  /** the ZIP code */
  PostalCode: string;
  /** the two-letter state code */
  AdministrativeDivision: string;
}

/** One variant of a suggestion: the same place written another way (for a city, its other ZIPs). */
export interface AddressVariant {
  PreformattedData: { SingleAddressLine: string };
  AddressElements: AddressElements;
}

/** One suggestion, in the shape the spec's address suggestion call reads. */
export interface AddressSuggestion extends AddressVariant {
  Variants: AddressVariant[];
}

/** A ZIP code's city and state. */
export interface ZipPlace {
  zip_Code: string;
  city: string;
  state_Code: string;
  /** the state's name */
  state: string;
}

export interface AddressToCheck {
  zip_Code: string;
  city?: string;
  state_Code?: string;
  /** the state's name, when sent instead of (or beside) its code */
  state?: string;
}

export interface AddressMismatch {
  field: 'zip_Code' | 'city' | 'state_Code' | 'state';
  message: string;
}

export interface AddressCheck {
  /** the ZIP is known and the city and state sent agree with it */
  is_Valid: boolean;
  /** the ZIP's own city and state; null when the ZIP is unknown */
  place: ZipPlace | null;
  mismatches: AddressMismatch[];
}

export interface AddressProvider {
  /** Addresses and places matching what a person typed into a street field, best first. */
  suggest(tenantId: string, singleLine: string, limit: number): Promise<AddressSuggestion[]>;
  /** Whether a ZIP, city and state agree. */
  validate(address: AddressToCheck): Promise<AddressCheck>;
  /** The city and state of a 5-digit ZIP (or the first five digits of a ZIP+4); null when unknown. */
  lookupZip(zip: string): Promise<ZipPlace | null>;
  /** The credit the provider's data requires shown beside its suggestions. */
  readonly attribution: string;
}

/** 'City, ST 12345' with the street first when there is one. */
export function singleAddressLine(e: AddressElements): string {
  const street = [e.HouseNumber, e.Street].filter(Boolean).join(' ');
  return [street, e.Locality, [e.AdministrativeDivision, e.PostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function variant(elements: AddressElements): AddressVariant {
  return { PreformattedData: { SingleAddressLine: singleAddressLine(elements) }, AddressElements: elements };
}

/** A stored street line as house number and street ('12B Harbor St' -> '12B', 'Harbor St'). */
export function splitStreet(line1: string): Pick<AddressElements, 'HouseNumber' | 'Street'> {
  const match = /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)\s+(.+)$/.exec(line1.trim());
  return match ? { HouseNumber: match[1], Street: match[2] } : { HouseNumber: '', Street: line1.trim() };
}
