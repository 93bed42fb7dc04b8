import replies from '../../../../schemas/entity/entity.replies.json';
import { invalidFields } from '../../../../schemas/common/common.replies.json';
import type { Entity } from '../../../generated/types/entity.ts';
import type { EntityUpsertBody } from '../../../generated/types/entity-upsert.ts';
import { HttpError } from '../../http/errors.ts';

const groups = ['alternate_Name', 'encrypted_String', 'contact', 'phone_Number', 'email', 'web_url', 'address'] as const;
const contactGroups = ['contact', 'phone_Number', 'email', 'web_url', 'address'] as const;

const refused = (field: string, message: string) => new HttpError(400, invalidFields, [{ field, message }]);

/**
 * The entity model grouped as the entity schema has it, from a body that gives its fields in the
 * `entity` group or flat as the spec's entity form lists them (DECISIONS 203); the contact from
 * its groups or from `contact_Details` given as one object of them.
 */
export function groupedEntity(body: EntityUpsertBody): Entity {
  const { entity, contact_Details, ...rest } = body as EntityUpsertBody & { contact_Details?: unknown };
  const grouped: Record<string, unknown> = {};
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) ((groups as readonly string[]).includes(key) ? grouped : flat)[key] = value;
  if (entity && Object.keys(flat).length) throw refused(`/${Object.keys(flat)[0]}`, replies.bothShapes);
  const fields: Record<string, unknown> = { ...(entity ?? flat) };
  if (Array.isArray(contact_Details)) fields.contact_Details = contact_Details;
  else if (contact_Details) {
    if (contactGroups.some((g) => grouped[g] !== undefined)) throw refused('/contact_Details', replies.contactTwice);
    Object.assign(grouped, contact_Details);
  }
  return { ...grouped, entity: fields } as Entity;
}
