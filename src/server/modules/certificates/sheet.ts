import texts from '../../../../schemas/certificates/certificate-pdf.json';
import { coverageField } from '../../../domain/certificateFields.ts';
import { displayDate } from '../../../engine/core/dates.ts';
import { displayMoney } from '../../../engine/core/format.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { Producer } from '../admin/profile.ts';
import type { Coverage } from './coverage.ts';
import type { Insured } from './insured.ts';

/** The certificate's fillable fields by name, as they print (dates MM/dd/yyyy, dollars). */
export type CertificateFields = Record<string, string>;

export interface SheetSource {
  /** the day it is issued (yyyy-MM-dd) */
  date: string;
  /** the agency's profile (its name alone until a tenant admin fills it in) */
  agency: Omit<Producer, 'logoPng'>;
  /** who issues it: the producer's contact and the authorized representative */
  issuer: { name: string; email: string };
  insured: Insured;
  coverage: Coverage;
  /** the chosen forms' titles */
  forms: string[];
  holder?: { name: string; address: string[] };
}

/** The names of a coverage row's fields (1-based). */
export const rowFields = (n: number) => ({
  letter: coverageField(n, 'insurer_letter'), line: coverageField(n, 'type_of_insurance'), policyNumber: coverageField(n, 'policy_number'),
  effective: coverageField(n, 'effective_date'), expiration: coverageField(n, 'expiration_date'), limit: coverageField(n, 'limit'),
});

/** The producer block: the agency's name, address, phone and email, licence number, and who issued it. */
function producerLines(agency: SheetSource['agency'], issuer: SheetSource['issuer']): string[] {
  const reach = [agency.phone && fillTemplate(texts.phone, { phone: agency.phone }), agency.email].filter(Boolean).join('  ');
  return [agency.name, ...agency.address, reach, agency.licence ? fillTemplate(texts.licence, { licence: agency.licence }) : '', fillTemplate(texts.contact, issuer)]
    .filter(Boolean);
}

/** Fills the certificate's fields from the insured, the agency, the policies' coverage and the holder. */
export function certificateFields(s: SheetSource): CertificateFields {
  const fields: CertificateFields = {
    date: displayDate(s.date),
    producer: producerLines(s.agency, s.issuer).join('\n'),
    insured: [s.insured.name, ...s.insured.address].join('\n'),
    forms: fillTemplate(texts.forms, { forms: s.forms.join(', ') }),
    description: s.coverage.descriptions.join('\n'),
    holder: s.holder ? [s.holder.name, ...s.holder.address].join('\n') : '',
    authorized_representative: s.issuer.name,
  };
  for (const insurer of s.coverage.insurers) {
    fields[`insurer_${insurer.letter}`] = insurer.name;
    fields[`insurer_${insurer.letter}_naic`] = insurer.naic;
  }
  s.coverage.rows.forEach((row, i) => {
    const names = rowFields(i + 1);
    fields[names.letter] = row.letter;
    fields[names.line] = `${row.line} (${texts.sections[row.section]})`;
    fields[names.policyNumber] = row.policyNumber;
    fields[names.effective] = displayDate(row.effective);
    fields[names.expiration] = displayDate(row.expiration);
    fields[names.limit] = row.limit === null ? '' : displayMoney(row.limit);
  });
  return fields;
}
