import { HttpError } from '../http/errors.ts';
import { isReferenceId } from '../http/ids.ts';
import { ok } from '../http/reply.ts';
import { defineRoute } from '../http/route.ts';

const maxPictureBytes = 2 * 1024 * 1024;

export const profileRoutes = [
  defineRoute<{ profile_Image?: unknown }>({
    method: 'POST',
    url: '/v1/profile',
    scope: 'session',
    summary: 'Stores a profile picture (base64 without the data: prefix) and answers its URL.',
    async handler({ body, auth, services }) {
      const image = body.profile_Image;
      if (typeof image !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(image)) {
        throw new HttpError(400, 'profile_Image must be a base64 picture without the data: prefix.');
      }
      if ((image.length * 3) / 4 > maxPictureBytes) throw new HttpError(413, 'The picture is larger than 2 MB.');
      const profile_Image_Url = await services.profileImages.save(auth.tenantId, image);
      return { ...ok({ profile_Image_Url }), profile_Image_Url };
    },
  }),
  defineRoute<unknown, unknown>({
    method: 'GET',
    url: '/v1/profile/:id',
    scope: 'session',
    summary: 'A stored profile picture of the current tenant.',
    async handler({ auth, services, request, reply }) {
      const { id } = request.params as { id: string };
      const picture = isReferenceId(id) ? await services.profileImages.load(auth.tenantId, id) : undefined;
      if (!picture) throw new HttpError(404, 'Picture was not found.');
      return reply.header('content-type', picture.contentType).header('cache-control', 'private, max-age=86400').send(picture.data);
    },
  }),
];
