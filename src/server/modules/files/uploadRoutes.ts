import replies from '../../../../schemas/file/file.replies.json';
import validateFileUpload from '../../../generated/validators/file-upload.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';
import { receiveUpload } from '../../http/uploadParts.ts';

/** Routes that take multipart/form-data: registered in a scope of their own (http/multipart.ts). */
export const fileUploadRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v1/upload/file',
    scope: 'file-edit',
    summary: 'Uploads one file as multipart/form-data (the file part, and file_name, irys_Case_Reference_Id, or file_Reference_Id for its next version); its extension and its bytes are checked; answers file_Reference_Id and latest_Version.',
    body: validateFileUpload,
    query: validateNoQuery,
    async handler({ auth, services, request }) {
      const received = await receiveUpload(request, services.files.spoolDir, services.files.maxBytes);
      return ok(await services.files.upload(auth, received), replies.uploaded);
    },
  }),
];
