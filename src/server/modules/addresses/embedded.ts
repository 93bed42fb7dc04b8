import type { Db } from '../../db/client.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import { serverTexts } from '../../texts.ts';
import { storedAddresses, type StoredAddress } from './storedAddresses.ts';
import {
  cityFitsZip, findZip, loadZipTable, normalizeName, placesNamed, zipsStartingWith, type Place, type ZipTable,
} from './zipTable.ts';
import {
  splitStreet, variant, type AddressCheck, type AddressElements, type AddressMismatch, type AddressProvider,
  type AddressSuggestion, type AddressToCheck, type ZipPlace,
} from './provider.ts';

/** The GeoNames licence (CC BY 4.0) asks for this credit wherever its data is shown. */
export const geoNamesCredit = 'ZIP code data © GeoNames (geonames.org), CC BY 4.0';

/** A city's other ZIPs offered beside its first. */
const maxVariants = 10;

const suggestion = (elements: AddressElements, variants: AddressElements[] = []): AddressSuggestion => ({
  ...variant(elements),
  Variants: variants.map(variant),
});

const place = (city: string, state: string, zip: string): AddressElements => ({
  HouseNumber: '', Street: '', Locality: city, PostalCode: zip, AdministrativeDivision: state,
});

function fromStored(address: StoredAddress): AddressSuggestion {
  return suggestion({
    ...splitStreet(address.line1),
    Locality: address.city ?? '',
    PostalCode: address.zip_Code ?? '',
    AdministrativeDivision: address.state_Code ?? '',
  });
}

function fromPlace(p: Place): AddressSuggestion {
  const [first, ...others] = p.zips;
  return suggestion(place(p.city, p.state_Code, first), others.slice(0, maxVariants).map((zip) => place(p.city, p.state_Code, zip)));
}

const fromZip = (z: ZipPlace) => suggestion(place(z.city, z.state_Code, z.zip_Code));

/**
 * 'City, ST 12345' suggestions from the ZIP table: for a ZIP or its first digits, the ZIPs starting
 * so; for a city's name (optionally followed by a state code), the places so named.
 */
function placeSuggestions(table: ZipTable, text: string, limit: number): AddressSuggestion[] {
  const zip = /^(\d{3,5})(?:-?\d{1,4})?$/.exec(text);
  if (zip) return zipsStartingWith(table, zip[1], limit).map(fromZip);
  if (!/^\p{L}[\p{L} .,'’-]*$/u.test(text)) return [];
  const tail = /^(.+?),?\s+([A-Za-z]{2})$/.exec(text);
  const state = tail && table.stateNames.has(tail[2].toUpperCase()) ? tail[2].toUpperCase() : undefined;
  const found = new Set([...(state ? placesNamed(table, tail![1], limit, state) : []), ...placesNamed(table, text, limit)]);
  return [...found].slice(0, limit).map(fromPlace);
}

function stateCodeOf(table: ZipTable, state: string): string | undefined {
  const code = state.trim().toUpperCase();
  return table.stateNames.has(code) ? code : table.stateCodes.get(normalizeName(state));
}

function check(table: ZipTable, address: AddressToCheck): AddressCheck {
  const zip = address.zip_Code.trim().slice(0, 5);
  const found = findZip(table, zip);
  if (!found) return { is_Valid: false, place: null, mismatches: [{ field: 'zip_Code', message: fillTemplate(serverTexts.zipUnknown, { zip }) }] };
  const mismatches: AddressMismatch[] = [];
  const stateCode = address.state_Code?.trim();
  if (stateCode && stateCode.toUpperCase() !== found.state_Code) {
    mismatches.push({ field: 'state_Code', message: fillTemplate(serverTexts.zipInOtherState, { zip, state: found.state, given: table.stateNames.get(stateCode.toUpperCase()) ?? stateCode }) });
  }
  const stateName = address.state?.trim();
  if (stateName) {
    const code = stateCodeOf(table, stateName);
    if (!code) mismatches.push({ field: 'state', message: fillTemplate(serverTexts.notAState, { state: stateName }) });
    else if (code !== found.state_Code) mismatches.push({ field: 'state', message: fillTemplate(serverTexts.zipInOtherState, { zip, state: found.state, given: table.stateNames.get(code) }) });
  }
  const city = address.city?.trim();
  if (city && !cityFitsZip(table, zip, city)) {
    mismatches.push({ field: 'city', message: fillTemplate(serverTexts.zipInOtherCity, { zip, city: found.city, stateCode: found.state_Code, given: city }) });
  }
  return { is_Valid: mismatches.length === 0, place: found, mismatches };
}

/**
 * The provider that needs no outside service: suggestions from the tenant's own addresses and from
 * the US ZIP table committed beside this file (scripts/build-zips.ts), read once on first use.
 */
export function createEmbeddedAddressProvider({ db }: { db: Db }): AddressProvider {
  return {
    attribution: geoNamesCredit,

    async suggest(tenantId, singleLine, limit) {
      const text = singleLine.trim().replace(/\s+/g, ' ');
      const [stored, table] = await Promise.all([storedAddresses(db, tenantId, text, limit), loadZipTable()]);
      const places = placeSuggestions(table, text, limit);
      // the tenant's own addresses first, leaving at least half the list to places when there are some
      const keep = limit - Math.min(places.length, Math.floor(limit / 2));
      return [...stored.slice(0, keep).map(fromStored), ...places].slice(0, limit);
    },

    async validate(address) {
      return check(await loadZipTable(), address);
    },

    async lookupZip(zip) {
      const five = /^(\d{5})(?:-?\d{4})?$/.exec(zip.trim());
      return five ? findZip(await loadZipTable(), five[1]) : null;
    },
  };
}
