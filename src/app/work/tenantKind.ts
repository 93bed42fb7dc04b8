/**
 * The tenant kind that works general requests (the session's current_Tenant_Kind): its staff see
 * a 'General Request' badge, a generic avatar and no entity name on cases and tasks.
 */
export const generalRequestKind = 'general_request';
