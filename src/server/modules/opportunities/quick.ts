import type { Fields } from '../../../generated/types/opportunity-add.ts';
import type { QuickOpportunityBody } from '../../../generated/types/quick-opportunity.ts';
import { kindOf } from '../insuredLines/participants.ts';

/**
 * The quick opportunity's three steps as an opportunity: the first named insured is the insured, the
 * lines take the dates of step 2, and a main contact other than the insured joins as an additional
 * participant (role Main Contact).
 */
export function quickToOpportunity(body: QuickOpportunityBody): Fields {
  const insured = body.first_Name_Insured;
  const contact = body.main_Contact;
  const sameAsInsured = contact.reference_Id.toLowerCase() === insured.reference_Id.toLowerCase();
  return {
    opportunity_Type: body.opportunity_Type ?? 'new',
    first_Name_Insured_Reference_Id: insured.reference_Id,
    first_Name_Insured_Type: kindOf(insured.type),
    ...(insured.contact_Reference_Id ? { first_Name_Insured_Contact_Ref_Id: insured.contact_Reference_Id } : {}),
    opportunity_Description: body.opportunity_Description,
    effective_Date: body.effective_Date,
    expiration_Date: body.expiration_Date,
    expected_Close_Date: body.expected_Close_Date,
    expected_Premium: body.expected_Premium,
    expected_Revenue: body.expected_Revenue,
    assignee: body.assignee,
    line_Of_Business: body.line_Of_Business.map((id) => ({ line_Of_Business_Id: id, effective_Date: body.effective_Date, expiration_Date: body.expiration_Date })),
    ...(sameAsInsured ? {} : { additional_Participants: [{ reference_Id: contact.reference_Id, type: kindOf(contact.type), role: 'Main Contact' }] }),
  };
}
