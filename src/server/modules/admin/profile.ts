import { eq } from 'drizzle-orm';
import type { TenantProfile } from '../../../generated/types/tenant-profile.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { FieldCipher } from '../../crypto/fieldCipher.ts';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { createRecords } from '../../records/record.ts';
import { reencodePicture } from '../profilePictures/service.ts';
import { addressLines } from '../certificates/insured.ts';
import { tenantProfileRecords } from './declarations.ts';
import { tenantProfiles } from './tables.ts';

type Row = typeof tenantProfiles.$inferSelect;
/** The logo as kept: a PNG within this box, whatever was sent (it prints on certificates). */
const logoBox = { width: 600, height: 200 };

/** What the producer block of a certificate prints of the agency. */
export interface Producer {
  name: string;
  address: string[];
  phone: string | null;
  email: string | null;
  licence: string | null;
  logoPng: Buffer | null;
}

/** The tenant's profile: one row per tenant, created by its first save (until then the tenant's name alone). */
export function createTenantProfile(db: Db, cipher: FieldCipher) {
  const life = createRecords(db, cipher, tenantProfileRecords);

  async function rowOf(tenantId: string): Promise<Row | undefined> {
    const [row] = await db.select().from(tenantProfiles).where(eq(tenantProfiles.tenantId, tenantId));
    return row;
  }
  const tenantName = async (tenantId: string) => (await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)))[0]?.name ?? '';

  const columnsOf = (p: TenantProfile) => ({
    agencyName: p.agency_Name.trim(), addressLine1: p.address_Line_1?.trim() || null, addressLine2: p.address_Line_2?.trim() || null,
    city: p.city?.trim() || null, stateCode: p.state_Code?.toUpperCase() ?? null, zip: p.zip ?? null, phone: p.phone ?? null,
    email: p.email?.trim() ?? null, licenceNumber: p.licence_Number?.trim() ? cipher.encrypt(p.licence_Number.trim()) : null,
  });

  return {
    async read(auth: AuthContext) {
      const row = await rowOf(auth.tenantId);
      if (!row) return { agency_Name: await tenantName(auth.tenantId), has_Logo: false };
      const given = {
        agency_Name: row.agencyName, address_Line_1: row.addressLine1, address_Line_2: row.addressLine2, city: row.city, state_Code: row.stateCode,
        zip: row.zip, phone: row.phone, email: row.email, licence_Number: row.licenceNumber ? cipher.decrypt(row.licenceNumber) : null,
        has_Logo: Boolean(row.logoPng), version: row.version,
      };
      // what is not filled in is left out, as the form leaves it
      return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null));
    },

    /** Creates the profile on its first save, else updates it at the version read (412 when stale); audited either way. */
    async save(auth: AuthContext, profile: TenantProfile) {
      const row = await rowOf(auth.tenantId);
      const columns = columnsOf(profile);
      return row ? life.update(auth, row.id, profile.version, () => columns) : life.create(auth, columns);
    },

    /** Keeps the logo re-encoded as a PNG (an empty one removes it); the profile is made from the tenant's name when there is none yet. */
    async saveLogo(auth: AuthContext, base64: string) {
      const logoPng = base64 ? (await reencodePicture(Buffer.from(base64, 'base64'), (image) => image.resize(logoBox.width, logoBox.height, { fit: 'inside', withoutEnlargement: true }).png())).toString('base64') : null;
      const row = await rowOf(auth.tenantId);
      return row ? life.update(auth, row.id, undefined, () => ({ logoPng })) : life.create(auth, { agencyName: await tenantName(auth.tenantId), logoPng });
    },

    async logo(auth: AuthContext): Promise<Buffer | null> {
      const logo = (await rowOf(auth.tenantId))?.logoPng;
      return logo ? Buffer.from(logo, 'base64') : null;
    },

    /** The agency as a certificate's producer: its name, address, phone, email and licence, and its logo. */
    async producer(tenantId: string): Promise<Producer> {
      const row = await rowOf(tenantId);
      if (!row) return { name: await tenantName(tenantId), address: [], phone: null, email: null, licence: null, logoPng: null };
      return {
        name: row.agencyName,
        address: addressLines({ line1: row.addressLine1, line2: row.addressLine2, city: row.city, stateCode: row.stateCode, zip: row.zip }),
        phone: row.phone, email: row.email, licence: row.licenceNumber ? cipher.decrypt(row.licenceNumber) : null,
        logoPng: row.logoPng ? Buffer.from(row.logoPng, 'base64') : null,
      };
    },
  };
}

export type TenantProfileService = ReturnType<typeof createTenantProfile>;
