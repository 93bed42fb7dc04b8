import replies from '../../../../schemas/file/file.replies.json';
import validateCaseFiles from '../../../generated/validators/case-files.js';
import validateFileContent from '../../../generated/validators/file-content.js';
import validateFileLink from '../../../generated/validators/file-link.js';
import validateFileMetadata from '../../../generated/validators/file-metadata.js';
import validateFileReference from '../../../generated/validators/file-reference.js';
import validateFileRetire from '../../../generated/validators/file-retire.js';
import validateFiles from '../../../generated/validators/files.js';
import validateFilesEntity from '../../../generated/validators/files-entity.js';
import validateFilesHuman from '../../../generated/validators/files-human.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import type { ValidateFunction } from 'ajv';
import type { FilesEntityQuery } from '../../../generated/types/files-entity.ts';
import type { FilesHumanQuery } from '../../../generated/types/files-human.ts';
import { ok } from '../../http/reply.ts';
import { assertScope, defineRoute } from '../../http/route.ts';

/** The files related to a human or an entity (needs that record's view scope too; another tenant's answers 404). */
function filesOf(kind: 'human' | 'entity') {
  return defineRoute<unknown, FilesHumanQuery & FilesEntityQuery>({
    method: 'GET',
    url: `/v1/files/${kind}`,
    scope: 'file-view',
    summary: `The files related to a ${kind} (file_Data), with the list filters; needs ${kind}-view too.`,
    query: (kind === 'human' ? validateFilesHuman : validateFilesEntity) as ValidateFunction<FilesHumanQuery & FilesEntityQuery>,
    async handler({ query, auth, services }) {
      assertScope(auth, `${kind}-view`);
      await services.contacts.assertOwner(auth, { type: kind, id: kind === 'human' ? query.human_Reference_Id : query.entity_Reference_Id });
      return ok(await services.files.list(auth, query));
    },
  });
}

export const fileRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/files',
    scope: 'file-view',
    summary: "The tenant's files (file_Data): search by name, file_Type, tags, upload and last-updated date ranges; newest first.",
    query: validateFiles,
    async handler({ query, auth, services }) {
      return ok(await services.files.list(auth, query));
    },
  }),
  filesOf('entity'),
  filesOf('human'),
  defineRoute({
    method: 'GET',
    url: '/v1/cases/file',
    scope: 'file-view',
    summary: "A case's files (file_Data, last_Page), with the list filters.",
    query: validateCaseFiles,
    async handler({ query, auth, services }) {
      await services.files.assertCase(auth, query.case_Reference_Id);
      return ok(await services.files.list(auth, query));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/metadata/files',
    scope: 'file-view',
    summary: "One file's details: tags, Related to, who uploaded and updated it when, and its versions.",
    query: validateFileReference,
    async handler({ query, auth, services }) {
      return ok(await services.files.details(auth, query.file_Reference_Id));
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/v1/metadata/file/update', ids: ['file_Reference_Id'],
    scope: 'file-edit',
    summary: "Saves a file's name, description, tags and Related to, only those sent that changed; a stale version answers 412.",
    body: validateFileMetadata,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      return ok(await services.files.updateDetails(auth, body), replies.updated);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/v1/retire/file', referenceId: 'file_Reference_Id',
    scope: 'file-delete',
    summary: 'Retires a file: it leaves every list and its links stop working; it stays on the books.',
    body: validateFileRetire,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      await services.files.retire(auth, body.file_Reference_Id, body.version);
      return ok({ file_Reference_Id: body.file_Reference_Id }, replies.removed);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/file/tags',
    scope: 'file-view',
    summary: 'The document types a file can be tagged with: string_Value (the code) and label.',
    query: validateNoQuery,
    async handler({ services }) {
      return ok({ tags: services.files.tags() });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/file/magic-link',
    scope: 'file-view',
    summary: "A link (magicLink[0].magic_link) to preview or download a file's version, the latest by default; it needs no session and works for 5 minutes.",
    query: validateFileLink,
    async handler({ query, auth, services }) {
      return ok({ magicLink: [await services.files.magicLink(auth, query)] });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/file/content',
    scope: 'public',
    summary: 'The bytes a magic link opens, while its signature holds and it has not expired (Content-Type as found in the bytes).',
    errors: [403, 410],
    answer: { mediaType: 'application/octet-stream', description: "The file's bytes; Content-Type as found in them, Content-Disposition inline (preview) or attachment (download)." },
    query: validateFileContent,
    async handler({ query, services, reply }) {
      const content = await services.files.open(query.token);
      return reply
        .header('content-type', content.contentType)
        .header('content-length', content.size)
        .header('content-disposition', content.contentDisposition)
        .header('cache-control', 'private, no-store')
        .send(content.stream);
    },
  }),
];
