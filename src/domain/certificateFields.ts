/** The parts of a coverage row on the certificate, in the order they print. */
export const coverageRowParts = ['insurer_letter', 'type_of_insurance', 'policy_number', 'effective_date', 'expiration_date', 'limit'] as const;
export type CoverageRowPart = (typeof coverageRowParts)[number];

/** The certificate's letters of insurers (A to F) and its number of coverage rows. */
export const insurerLetters = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const coverageRows = 12;

/** A coverage row's field (rows 1-based): coverage_3_policy_number. */
export const coverageField = (row: number, part: CoverageRowPart) => `coverage_${row}_${part}`;

/**
 * Every fillable field of our certificate, in the order of the page: what a tenant's licensed form is
 * mapped from (the upload's field map keys) and what our own PDF names its fields.
 */
export const certificateFieldNames: readonly string[] = [
  'date', 'producer', 'insured',
  ...insurerLetters.flatMap((letter) => [`insurer_${letter}`, `insurer_${letter}_naic`]),
  ...Array.from({ length: coverageRows }, (_, i) => coverageRowParts.map((part) => coverageField(i + 1, part))).flat(),
  'forms', 'description', 'holder', 'authorized_representative',
];
