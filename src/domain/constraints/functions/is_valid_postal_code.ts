/**
 * Formats come from postcode-validator. The country is a literal code or a `#(column)` read on each
 * row (any case). A row whose country is empty or not an ISO code fails: the code cannot be judged
 * valid. A country without a postal code format in the library (such as AQ) accepts any value.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { CountryArgument } from '../argument-parsers.ts';
import { defineCellConstraint } from '../definition.ts';
import { ISO_COUNTRY_CODES } from '../iso-countries.ts';

export const definition = defineCellConstraint<{ country: CountryArgument }>({
  name: 'is_valid_postal_code',
  id: '122942b1-a3c6-4bc9-8cdd-6d237f9b613e',
  group: 'other',
  description: 'The value is a postal code valid for the country.',
  arguments: [
    {
      name: 'country',
      type: 'country',
      required: true,
      description: 'ISO 3166 alpha-2 country code, such as FR, or the #(column) holding it.',
    },
  ],
  skipsEmpty: true,
  check: (value, args, row) => {
    const country = 'code' in args.country ? args.country.code : (row.target(args.country.column) ?? '');
    const code = country.trim().toUpperCase();
    if (!ISO_COUNTRY_CODES.has(code)) return false;
    if (!postcodeValidatorExistsForCountry(code)) return true;
    return postcodeValidator(value, code);
  },
});
