import replies from '../../../../schemas/relationship/relationship.replies.json';
import validateRelationship from '../../../generated/validators/relationship.js';
import validateRelationshipCreate from '../../../generated/validators/relationship-create.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';

export const relationshipRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/relationship',
    scope: 'session',
    summary: 'The roles a human can have for an entity (category ENTITY_TO_HUMAN): relationship_Type with id, key and relationship_Type.',
    query: validateRelationship,
    async handler({ services }) {
      const roles = await services.reference.list('Position Name');
      return ok({ relationship_Type: roles.map((r) => ({ id: r.Code, key: r.Code, relationship_Type: r.Name })) });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/relationship/create',
    scope: 'entity-edit',
    summary: 'A human speaks for an entity in a role (a business contact of the two, without details yet).',
    body: validateRelationshipCreate,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      return ok(await services.contacts.relate(auth, body.entity_Reference_Id, body.human_Reference_Id, body.relationship_Type), replies.added);
    },
  }),
];
