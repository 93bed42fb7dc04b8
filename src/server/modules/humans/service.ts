import replies from '../../../../schemas/common/common.replies.json';
import { asc, and } from 'drizzle-orm';
import type { Human } from '../../../generated/types/human.ts';
import type { HumansSearchQuery } from '../../../generated/types/humans-search.ts';
import type { HumanUpdateBody } from '../../../generated/types/human-update.ts';
import validateHuman from '../../../generated/validators/human.js';
import { fieldErrors } from '../../../engine/core/errors.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { humans } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { without } from '../../records/rowCopy.ts';
import { createSearch } from '../../records/search.ts';
import { createReferenceLabels } from '../reference/service.ts';
import { columnsFromModel, maskedLicense, maskedSsn, modelFromRow } from './record.ts';
import { humanRecords, humanSearch } from './declarations.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { ContactService } from '../contacts/service.ts';
import type { ProfileImageService } from '../profilePictures/service.ts';
import { clientIsActive, retiredState } from '../clients/standing.ts';

const { invalidFields, pictureNotFound } = replies;
/** A list row's columns its shape replaces (the SSN masked, the premium a number). */
const shapedColumns = new Set(['ssnLast4', 'active_Premium'] as const);

/** Humans: their own rules (model and columns, contacts, picture, labels) on the shared record lifecycle and search. */
export function createHumanService({ db, cipher }: ServiceDeps, contacts: ContactService, pictures: ProfileImageService) {
  const records = createRecords(db, cipher, humanRecords);
  const search = createSearch(db, humanSearch);
  const label = createReferenceLabels(db);
  /** the list's answer: pronouns labelled, the SSN masked (kept while no human changes) */
  const listAnswer = search.answers(async (_auth, { rows, ...page }) => ({
    humans: await Promise.all(
      rows.map(async (row) => Object.assign(without(row, shapedColumns), {
        pronoun: await label('IRYS_Pronouns', row.pronoun_Code as string | null),
        ssn: maskedSsn(row.ssnLast4 as string | null),
        active_Premium: Number(row.active_Premium),
      })),
    ),
    ...page,
  }));

  /** links the human's picture, which must be one uploaded to this tenant for a human */
  async function linkPicture(tx: Db, auth: AuthContext, id: string, url: string | null | undefined, previous?: string | null) {
    if (!(await pictures.link(tx, auth, { type: 'human', id }, url, previous))) {
      throw new HttpError(400, invalidFields, [{ field: '/human/profile_Image', message: pictureNotFound }]);
    }
  }

  /** The model as the spec reads it: labels beside their codes. */
  async function withLabels(model: Human): Promise<Human> {
    const [prefix, pronoun, gender, maritalStatus] = await Promise.all([
      label('PrefixName', model.human.prefix_Code),
      label('IRYS_Pronouns', model.human.pronoun_Code),
      label('Gender', model.gender?.code),
      label('MaritalStatus', model.marital_Status?.marital_Status_Code),
    ]);
    const labelled: Human = { ...model, human: { ...model.human, ...(prefix && { prefix }), ...(pronoun && { pronoun }) } };
    if (model.gender && gender) labelled.gender = { ...model.gender, gender };
    if (model.marital_Status && maritalStatus) labelled.marital_Status = { ...model.marital_Status, marital_Status: maritalStatus };
    return labelled;
  }

  function validModel(model: unknown): Human {
    if (validateHuman(model)) return model;
    throw new HttpError(400, invalidFields, fieldErrors(validateHuman.errors));
  }

  return {
    /** Adds a human; `within` a transaction open already (an import's: every row or none). */
    async create(auth: AuthContext, model: Human, within?: Db) {
      const columns = columnsFromModel(model, cipher);
      return records.create(auth, columns, async (tx, id) => {
        await linkPicture(tx, auth, id, columns.profileImage);
        await contacts.addTo(tx, auth, { type: 'human', id }, model);
      }, within);
    },

    async update(auth: AuthContext, body: HumanUpdateBody) {
      return records.update(
        auth,
        body.human_Reference_Id,
        body.version,
        (current) => columnsFromModel(validModel({ ...modelFromRow(current, cipher), ...body.to_Update }), cipher),
        (tx, current, columns) => linkPicture(tx, auth, current.id, columns.profileImage, current.profileImage),
      );
    },

    async formModel(auth: AuthContext, id: string) {
      const found = await records.row(auth, id);
      await records.note(auth, id, { action: 'reveal', changes: { fields: ['ssn', 'license_Number'] } });
      return { human_Reference_Id: found.id, version: found.version, model: await withLabels(modelFromRow(found, cipher)) };
    },

    async details(auth: AuthContext, id: string) {
      const h = await records.rowOnBooks(auth, id);
      return {
        reference_Id: h.id,
        ...retiredState(h.retiredAt),
        version: h.version,
        first_Name: h.firstName,
        middle_Name: h.middleName,
        last_Name: h.lastName,
        preferred_Name: h.preferredName,
        pronoun_Code: h.pronounCode,
        pronoun: await label('IRYS_Pronouns', h.pronounCode),
        gender: await label('Gender', h.genderCode),
        dob: h.dob,
        marital_Status: await label('MaritalStatus', h.maritalStatusCode),
        ssn: maskedSsn(h.ssnLast4),
        license_Number: maskedLicense(h.licenseLast4),
        license_State: h.licenseState,
        first_Licensed_Date: h.firstLicensedDate,
        is_Deceased: h.isDeceased,
        is_Agency_Participant: h.isAgencyParticipant,
        is_Active: clientIsActive(h),
        profile_Image: h.profileImage,
        prefix_Label: await label('PrefixName', h.prefixCode),
        prefix_Code: h.prefixCode,
        contact_Details: await contacts.of(auth, { type: 'human', id: h.id }),
      };
    },


    search: (auth: AuthContext, q: HumansSearchQuery) => listAnswer(auth, q),

    retire: records.retire,
    restore: records.restore,

    async lookup(auth: AuthContext, q: { search?: string; limit?: number; page?: number }) {
      const limit = q.limit ?? 10;
      const rows = await db
        .select({ first_Name: humans.firstName, last_Name: humans.lastName, from_Id: humans.id, profile_Image: humans.profileImage, dob: humans.dob, pronounCode: humans.pronounCode })
        .from(humans)
        .where(and(...search.filtersOf(auth, { search: q.search })))
        .orderBy(asc(humans.lastName), asc(humans.firstName), asc(humans.id))
        .limit(limit)
        .offset(((q.page ?? 1) - 1) * limit);
      return Promise.all(
        rows.map(async ({ pronounCode, ...r }) => ({ ...r, pronoun: await label('IRYS_Pronouns', pronounCode), name: `${r.first_Name} ${r.last_Name}` })),
      );
    },
  };
}
