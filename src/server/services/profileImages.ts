import { and, eq } from 'drizzle-orm';
import { profileImages } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ServiceDeps } from './index.ts';

const signatures: [string, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46]],
  ['image/webp', [0x52, 0x49, 0x46, 0x46]],
];

function contentTypeOf(data: Buffer): string | undefined {
  return signatures.find(([, magic]) => magic.every((byte, i) => data[i] === byte))?.[0];
}

export function createProfileImageService({ db }: ServiceDeps) {
  return {
    async save(tenantId: string, base64: string): Promise<string> {
      const data = Buffer.from(base64, 'base64');
      const contentType = contentTypeOf(data);
      if (!contentType) throw new HttpError(400, 'The picture must be a PNG, JPEG, GIF or WebP image.');
      const [row] = await db.insert(profileImages).values({ tenantId, contentType, data }).returning({ id: profileImages.id });
      return `/v1/profile/${row.id}`;
    },

    async load(tenantId: string, id: string) {
      const [row] = await db
        .select({ contentType: profileImages.contentType, data: profileImages.data })
        .from(profileImages)
        .where(and(eq(profileImages.id, id), eq(profileImages.tenantId, tenantId)));
      return row;
    },
  };
}
