import common from '../../../../schemas/common/common.replies.json';
import { HttpError } from '../../http/errors.ts';
import { amountOf, stored } from '../insuredLines/money.ts';

/** A 400 naming the field sent wrong. */
export const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
export const money = (value: number | string | null | undefined, field: string) => (value === null || value === undefined || value === '' ? null : stored(amountOf(value, field)));
/** The text of an optional field: null when blank, undefined when not sent. */
export const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
