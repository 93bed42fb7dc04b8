/** A participant of a policy or an opportunity (their `participants` column): the agency's producers, additional named insureds, others. */
export interface PolicyParticipant { kind: 'agency' | 'additional_Named_Insured' | 'additional'; type: 'human' | 'entity'; reference_Id: string; split: string | null; role: string | null }
