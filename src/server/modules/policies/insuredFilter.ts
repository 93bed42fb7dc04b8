/** The filter of an insured's Policies tab (POST /v1/policies/human|entity, the renewal's filter body). */
export interface InsuredFilter {
  limit?: number;
  page?: number;
  sort?: 'asc' | 'desc';
  sortKey?: string;
  search?: string;
  policies?: string;
  market_Type?: string;
  bill_Type?: string;
  line_Of_Business?: string[];
  effective_From?: string | null;
  effective_To?: string | null;
  expiration_From?: string | null;
  expiration_To?: string | null;
  premium_Min?: number;
  premium_Max?: number;
  show_Deleted_Policies?: boolean;
}
