import { useMemo, type ComponentType } from 'react';
import type { UiSchema } from '../../engine/core/manifests';
import type { FormEnvironment } from '../../engine/react/HostedForm';
import type { AddressSuggestions, RecordDialogProps, RelatedToWho, WidgetServices } from '../../widgets/types';
import { relatedName } from '../../widgets/RelatedSearch';
import { widgetRegistry } from '../../widgets/registry';
import { api } from '../api/client';
import { linesOfBusiness } from '../policies/linesOfBusiness';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { useReferences } from './useReferences';
import type {
  CancelPolicyPreviewAnswer, FetchEntityCompanyTypeaheadAnswer, GetEntityDetailMultipleAnswer, GetHumansDetailsAnswer, GetTaskAssigneesAnswer, PostProfileAnswer, ValidateAddressAnswer,
} from '../../generated';

/** The name of an entity, by its reference id. */
async function entityName(id: string) {
  const ids = encodeURIComponent(JSON.stringify([id]));
  return (await api<GetEntityDetailMultipleAnswer>(`/v1/entity-detail/multiple?entity_Reference_Id=${ids}`)).resolved.entityData[0]?.name;
}

/** A contact as the contact details list it: what names it. */
interface Contact {
  contact_Reference_Id: string;
  name: string | null;
  email_Address: string | null;
  primary_Phone: string | null;
}

/**
 * The services widgets use (a form's, a list filter's); a picture is uploaded for the form's kind of record.
 * `RecordDialog` is the record form dialog a quick add opens (useFormEnvironment.tsx's, or the dialog's own).
 */
export const widgetServices = (
  workflow_Name: string, navigate: (path: string) => void, allowed: (scope: string) => boolean, RecordDialog: ComponentType<RecordDialogProps>,
): WidgetServices => ({
  RecordDialog,
  allowed,
  uploadPicture: async (base64) =>
    (await api<PostProfileAnswer>('/v1/profile', { method: 'POST', body: { profile_Image: base64, workflow_Name } })).resolved.profile_Image_Url,
  suggestAddresses: async (singleLine) =>
    (await api<AddressSuggestions>(`/v1/address/suggestions?single_Address_Line=${encodeURIComponent(singleLine)}`)).resolved,
  lookupZip: async (zip_Code) => {
    const found = (await api<ValidateAddressAnswer>('/v1/validate/address', { method: 'POST', body: { zip_Code } })).resolved;
    return found.city && found.state_Code ? { city: found.city, state_Code: found.state_Code } : null;
  },
  navigate,
  searchEntities: async (search, limit) => {
    const query = `search=${encodeURIComponent(search)}&limit=${limit}`;
    const { entities } = (await api<FetchEntityCompanyTypeaheadAnswer>(`/v1/entity/fetch-company-typeahead?${query}`)).resolved;
    return entities.map((e) => ({ value: e.reference_Id, label: e.name }));
  },
  entityName,
  searchRelatedToWho: async (type, search) => {
    const query = `type=${encodeURIComponent(type)}&search=${encodeURIComponent(search)}`;
    return (await api<{ related_To_Who_Data: RelatedToWho[] }>(`/v1/task/related-to-who?${query}`)).resolved.related_To_Who_Data;
  },
  searchAssignees: async (search) => {
    const { assignees } = (await api<GetTaskAssigneesAnswer>(`/v1/task/assignees?search=${encodeURIComponent(search)}`)).resolved;
    return assignees.map((a) => ({ value: a.assignee_Id, label: `${a.first_Name} ${a.last_Name}` }));
  },
  linesOfBusiness,
  recordName: async (type, id) => {
    if (type.toLowerCase() !== 'human') return entityName(id);
    const human = (await api<GetHumansDetailsAnswer>(`/v1/humans/details?human_Reference_Id=${encodeURIComponent(id)}`)).resolved;
    return relatedName(human);
  },
  cancellationPreview: async (policyId, cancelDate) => {
    const query = `policy_Reference_Id=${encodeURIComponent(policyId)}&cancel_Date=${encodeURIComponent(cancelDate)}`;
    return (await api<CancelPolicyPreviewAnswer>(`/v1/policy/cancel/preview?${query}`)).resolved;
  },
  contactsOf: async (type, id) => {
    const query = `workflow_Name=${encodeURIComponent(type)}&reference_Id=${encodeURIComponent(id)}`;
    const { contact_Details } = (await api<{ contact_Details: Contact[] }>(`/v1/fetch/contact?${query}`)).resolved;
    return contact_Details.map((c) => ({ value: c.contact_Reference_Id, label: [c.name, c.email_Address, c.primary_Phone].filter(Boolean).join(', ') }));
  },
});

/** What a host gives a form of a kind of record ('human'), its quick adds opening `RecordDialog`: its choices, the user's scopes, widget services, widgets and texts. */
export function useFormEnvironmentWith(ui: UiSchema | undefined, workflow_Name: string, RecordDialog: ComponentType<RecordDialogProps>): FormEnvironment {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const references = useReferences(ui);
  const services = useMemo(() => widgetServices(workflow_Name, navigate, allowed, RecordDialog), [workflow_Name, navigate, allowed, RecordDialog]);
  return { references, allowed, services, widgets: widgetRegistry, texts };
}
