import validateProfileUpload from '../../../generated/validators/profile-upload.js';
import validateProfilePicture from '../../../generated/validators/profile-picture.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { HttpError } from '../../http/errors.ts';
import { serverTexts } from '../../texts.ts';
import { ok } from '../../http/reply.ts';
import { assertScope, defineRoute } from '../../http/route.ts';

const maxPictureBytes = 2 * 1024 * 1024;

export const profileRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v1/profile',
    errors: [429],
    scope: 'session',
    summary: "Stores a profile picture (base64 without the data: prefix) for a human or, with workflow_Name, an entity; needs that record kind's edit scope. The picture is re-encoded as a 256 px WebP; a save of the record links it, unlinked ones are removed after a day.",
    query: validateNoQuery,
    body: validateProfileUpload,
    async handler({ body, auth, services }) {
      const recordType = body.workflow_Name ?? 'human';
      assertScope(auth, `${recordType}-edit`);
      const data = Buffer.from(body.profile_Image, 'base64');
      if (data.length > maxPictureBytes) throw new HttpError(413, serverTexts.pictureTooLarge);
      const profile_Image_Url = await services.profileImages.save(auth, recordType, data);
      return { ...ok({ profile_Image_Url }), profile_Image_Url };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/profile/:id',
    scope: 'session',
    summary: 'A stored profile picture of the current tenant.',
    answer: { mediaType: 'image/webp', description: 'The picture, as stored (re-encoded as WebP on upload).' },
    query: validateNoQuery,
    params: validateProfilePicture,
    async handler({ auth, services, request, reply }) {
      const { id } = request.params as { id: string };
      const picture = await services.profileImages.load(auth.tenantId, id);
      if (!picture) throw new HttpError(404, serverTexts.pictureNotFound);
      return reply.header('content-type', picture.contentType).header('cache-control', 'private, max-age=86400').send(picture.data);
    },
  }),
];
