import type { Db } from '../db/client.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import { createSessionService } from './sessions.ts';
import { createHumanService } from './humans.ts';
import { createContactService } from './contacts.ts';
import { createReferenceService } from './reference.ts';
import { createProfileImageService } from './profileImages.ts';
import { createLoginThrottle } from '../auth/throttle.ts';

export interface ServiceDeps {
  db: Db;
  cipher: FieldCipher;
  sessionHours: number;
}

export function createServices(deps: ServiceDeps) {
  const contacts = createContactService(deps);
  return {
    sessions: createSessionService(deps),
    contacts,
    humans: createHumanService(deps, contacts),
    reference: createReferenceService(deps),
    profileImages: createProfileImageService(deps),
    loginThrottle: createLoginThrottle(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
