import { and, eq, isNull, lt, or } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { profileImages } from './tables.ts';
import { HttpError } from '../../http/errors.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import { serverTexts } from '../../texts.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { RateLimiter } from '../../auth/rateLimit.ts';

/** What the server stores, whatever was sent: a square WebP of this many pixels a side. */
export const pictureSide = 256;
export const pictureUrlPrefix = '/v1/profile/';
const unlinkedForMs = 24 * 60 * 60_000;
export const uploadLimit = { max: 30, windowMs: 60 * 60_000 };
const notAPicture = serverTexts.notAPicture;
const accepted = new Set(['png', 'jpeg', 'gif', 'webp']);

/**
 * Decodes a picture and encodes it anew at a fixed size: whatever bytes came in, the stored ones
 * are a plain WebP made here (no trailing HTML or script, no metadata, nothing but pixels).
 */
const square = (image: Sharp) => image.resize(pictureSide, pictureSide, { fit: 'cover' }).webp({ quality: 82 });

/** `encode`: the size and format to store (a profile picture's square WebP by default). */
export async function reencodePicture(data: Buffer, encode: (image: Sharp) => Sharp = square): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: 50_000_000, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (!format || !accepted.has(format)) throw new HttpError(400, notAPicture, [{ field: '/profile_Image', message: notAPicture }]);
    return await encode(image.rotate()).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, notAPicture, [{ field: '/profile_Image', message: notAPicture }]);
  }
}

export interface RecordRef {
  type: string;
  id: string;
}

export function createProfileImageService({ db }: ServiceDeps, limiter: RateLimiter) {
  const idOf = (url: string) => url.slice(pictureUrlPrefix.length);

  return {
    /** stores a picture for a record of `recordType` not yet linked to it; answers its URL */
    async save(auth: AuthContext, recordType: string, data: Buffer): Promise<string> {
      const wait = await limiter.take([{ key: `picture|${auth.userId}`, ...uploadLimit }]);
      if (wait > 0) throw new HttpError(429, fillTemplate(serverTexts.tooManyPictures, { minutes: Math.ceil(wait / 60_000) }));
      const picture = await reencodePicture(data);
      await this.removeUnlinked();
      const [row] = await db
        .insert(profileImages)
        .values({ tenantId: auth.tenantId, recordType, contentType: 'image/webp', data: picture, createdBy: auth.userId })
        .returning({ id: profileImages.id });
      return `${pictureUrlPrefix}${row.id}`;
    },

    async load(tenantId: string, id: string) {
      const [row] = await db
        .select({ contentType: profileImages.contentType, data: profileImages.data })
        .from(profileImages)
        .where(and(eq(profileImages.id, id), eq(profileImages.tenantId, tenantId)));
      return row;
    },

    /**
     * Within the record's save: links its new picture (one of this tenant's, uploaded for this kind
     * of record and shown by no other) and removes the one it replaces. Answers false when the
     * picture is not such a one.
     */
    async link(tx: Db, auth: AuthContext, record: RecordRef, url: string | null | undefined, previous?: string | null): Promise<boolean> {
      if ((url ?? null) === (previous ?? null)) return true;
      if (previous) {
        await tx.delete(profileImages).where(and(eq(profileImages.id, idOf(previous)), eq(profileImages.tenantId, auth.tenantId), eq(profileImages.recordId, record.id)));
      }
      if (!url) return true;
      const linked = await tx
        .update(profileImages)
        .set({ recordId: record.id })
        .where(and(
          eq(profileImages.id, idOf(url)),
          eq(profileImages.tenantId, auth.tenantId),
          eq(profileImages.recordType, record.type),
          or(isNull(profileImages.recordId), eq(profileImages.recordId, record.id)),
        ))
        .returning({ id: profileImages.id });
      return linked.length > 0;
    },

    /** pictures no record took within a day */
    async removeUnlinked(now = Date.now()) {
      await db.delete(profileImages).where(and(isNull(profileImages.recordId), lt(profileImages.createdAt, new Date(now - unlinkedForMs))));
    },
  };
}

export type ProfileImageService = ReturnType<typeof createProfileImageService>;
