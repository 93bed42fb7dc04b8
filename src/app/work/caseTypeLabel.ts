import caseForm from '../../../schemas/task/case-add.ui.json';
import { fieldItemLabel } from '../../engine/core/fieldItems';
import type { UiSchemaFile } from '../../engine/core/manifests';
import { wordsOf } from './caseRoute';
import type { CaseRead } from './work';

/** What a case is about: a general request's type by its label in the Open Case form ('Renewal Review'), else its case type's words ('Opportunity'). */
export const caseTypeLabel = (c: Pick<CaseRead, 'case_Type' | 'request_Type'>) =>
  (c.request_Type ? fieldItemLabel(caseForm as UiSchemaFile, '/request_Type', c.request_Type) : wordsOf(c.case_Type));
