import type { ReadConfiguration } from '../../engine/core/initialModel';
import { fetchResolved } from '../api/client';

const configurations = new Map<string, Promise<Record<string, unknown>>>();

/** A configuration's details, read once per key for the session; a failed read gives none (and is tried again next time). */
export const readConfiguration: ReadConfiguration = (key) => {
  if (!configurations.has(key)) {
    configurations.set(key, fetchResolved<{ configurationDetails: Record<string, unknown> }>(
      `/v1/configuration/details?configuration_Key=${encodeURIComponent(key)}`,
    ).then((r) => r.configurationDetails, () => {
      configurations.delete(key);
      return {};
    }));
  }
  return configurations.get(key)!;
};
