import type { GetCertificateHoldersAnswer, PostCertificateIssueAnswer, PostCertificateReissueAnswer } from '../../generated';
import { api, apiBytes } from '../api/client';
import type { Insured } from '../opportunities/renewalCalls';

export interface HolderFields {
  name: string;
  address_Line_1?: string;
  city?: string;
  state_Code?: string;
  zip?: string;
}

/** What the screen sends: the insured, its chosen policies, the forms, a limit per line and the holder. */
export interface CertificateRequest {
  insured_Reference_Id: string;
  insured_Type: 'human' | 'entity';
  policy_Reference_Id: string[];
  forms: string[];
  limits: { policy_Reference_Id: string; line_Of_Business_Id: string; limit: number }[];
  certificate_Holder_Reference_Id?: string;
  holder?: HolderFields;
}

export type Issued = PostCertificateIssueAnswer | PostCertificateReissueAnswer;

export type KeptHolder = GetCertificateHoldersAnswer['holders'][number];

export const insuredType = (insured: Insured): 'human' | 'entity' => (insured.type === 'Human' ? 'human' : 'entity');

/** POST /v1/certificate/preview: the certificate as it would be issued. */
export const previewCertificate = (body: CertificateRequest) => apiBytes('/v1/certificate/preview', body);

export async function issueCertificate(body: CertificateRequest): Promise<Issued> {
  return (await api<PostCertificateIssueAnswer>('/v1/certificate/issue', { method: 'POST', body })).resolved;
}

export async function reissueCertificate(holderId: string): Promise<Issued> {
  return (await api<PostCertificateReissueAnswer>('/v1/certificate/reissue', { method: 'POST', body: { certificate_Holder_Reference_Id: holderId } })).resolved;
}

export async function holdersOf(insured: Insured): Promise<KeptHolder[]> {
  const query = new URLSearchParams({ insured_Reference_Id: insured.from_Id, insured_Type: insuredType(insured) });
  return (await api<GetCertificateHoldersAnswer>(`/v1/certificate/holders?${query}`)).resolved.holders;
}
