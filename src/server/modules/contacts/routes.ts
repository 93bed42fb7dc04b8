import replies from '../../../../schemas/contact/contact.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import validateContactFetch from '../../../generated/validators/contact-fetch.js';
import validateContactRetire from '../../../generated/validators/contact-retire.js';
import validateEntityContact from '../../../generated/validators/entity-contact.js';
import validateEntityContactEdit from '../../../generated/validators/entity-contact-edit.js';
import validateHumanContact from '../../../generated/validators/human-contact.js';
import validateHumanContactEdit from '../../../generated/validators/human-contact-edit.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { ok } from '../../http/reply.ts';
import type { ValidateFunction } from 'ajv';
import type { EntityContactBody } from '../../../generated/types/entity-contact.ts';
import type { EntityContactEditBody } from '../../../generated/types/entity-contact-edit.ts';
import type { HumanContactBody } from '../../../generated/types/human-contact.ts';
import type { HumanContactEditBody } from '../../../generated/types/human-contact-edit.ts';
import { assertScope, defineRoute } from '../../http/route.ts';

type Kind = 'human' | 'entity';
function add<B extends HumanContactBody | EntityContactBody>(kind: Kind, body: ValidateFunction<B>) {
  return defineRoute({
    method: 'POST',
    url: `/v1/${kind}/contact`,
    scope: `${kind}-edit`,
    summary: `Adds contact information to a ${kind} (its first is its primary contact).`,
    body,
    query: validateNoQuery,
    async handler({ body: contact, auth, services }) {
      const { id, workflow_Name: _w, contact_Reference_Id: _c, version: _v, ...groups } = contact;
      const added = await services.contacts.add(auth, { type: kind, id }, groups);
      return ok(added, fillTemplate(replies.added, { type: contactTypeLabel(kind, groups.contact?.type) }));
    },
  });
}

function edit<B extends HumanContactEditBody | EntityContactEditBody>(kind: Kind, body: ValidateFunction<B>) {
  return defineRoute({
    method: 'PUT',
    url: `/v1/edit/${kind}/contact`,
    ids: ['contact_Reference_Id'],
    scope: `${kind}-edit`,
    summary: `Replaces a ${kind}'s contact information whole; it changes on every record the contact is linked to. A stale version answers 412.`,
    body,
    query: validateNoQuery,
    async handler({ body: contact, auth, services }) {
      // the edit schema adds contact_Reference_Id and version to the add body's required id
      const { id, workflow_Name: _w, contact_Reference_Id, version, ...groups } = contact as HumanContactBody & { contact_Reference_Id: string; version?: number };
      const saved = await services.contacts.edit(auth, { type: kind, id }, contact_Reference_Id, version, groups);
      return ok({ contact_Reference_Id: saved.id, version: saved.version }, fillTemplate(replies.updated, { type: contactTypeLabel(kind, groups.contact?.type) }));
    },
  });
}

/** 'Personal' or 'Business', as the contact form's title and toasts name it. */
const contactTypeLabel = (kind: Kind, type: string | undefined) => (kind === 'entity' || type === 'business' ? 'Business' : 'Personal');

export const contactRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/fetch/contact',
    scope: 'session',
    summary: "A human's or an entity's contact details (scope human-view or entity-view, after workflow_Name).",
    query: validateContactFetch,
    async handler({ query, auth, services }) {
      assertScope(auth, `${query.workflow_Name}-view`);
      const owner = { type: query.workflow_Name, id: query.reference_Id };
      await services.contacts.assertOwner(auth, owner);
      return ok({ contact_Details: await services.contacts.of(auth, owner) });
    },
  }),
  add('human', validateHumanContact),
  add('entity', validateEntityContact),
  edit('human', validateHumanContactEdit),
  edit('entity', validateEntityContactEdit),
  defineRoute({
    method: 'PUT',
    url: '/v1/retire/contact', referenceId: 'contact_Reference_Id',
    scope: 'session',
    summary: "Retires contact information (from every record it is linked to); needs the edit scope of workflow_Name's records (both when none is named).",
    body: validateContactRetire,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      const kinds: Kind[] = body.workflow_Name ? [body.workflow_Name] : ['human', 'entity'];
      for (const kind of kinds) assertScope(auth, `${kind}-edit`);
      const owner = body.workflow_Name && body.id ? { type: body.workflow_Name, id: body.id } : undefined;
      await services.contacts.retire(auth, body.contact_Reference_Id, body.version, owner);
      return ok({ contact_Reference_Id: body.contact_Reference_Id }, replies.removed);
    },
  }),
];
