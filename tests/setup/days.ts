import { today } from '../../src/engine/core/clock';

/** The day `offset` days from the clock's today (TEST_TODAY in a fixed run), as yyyy-MM-dd. */
export const day = (offset: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
