import { boolean, integer, numeric, text } from 'drizzle-orm/pg-core';

/** A client's (human's or entity's) standing, which its list filters and searches: columns of both tables. */
export const clientStanding = () => ({
  isAgencyParticipant: boolean('is_agency_participant').notNull().default(false),
  profileImage: text('profile_image'),
  isActive: boolean('is_active').notNull().default(true),
  openOpportunities: integer('open_opportunities').notNull().default(0),
  activePolicies: integer('active_policies').notNull().default(0),
  /** a sum over any number of policies: unbounded, so it cannot overflow */
  activePremium: numeric('active_premium').notNull().default('0'),
  searchName: text('search_name').notNull(),
});
