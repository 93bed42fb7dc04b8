import type { OidcOptions } from '../auth/oidc.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import type { Db } from '../db/client.ts';
import type { MailSettings } from '../mail/mailSettings.ts';
import type { FileSettings } from '../storage/fileSettings.ts';

/**
 * What every service is made from (the installation's settings and the database). Its own file, so
 * a module's service imports it without importing the composition root that imports the module.
 */
export interface ServiceDeps {
  db: Db;
  cipher: FieldCipher;
  sessionHours: number;
  /** single sign-on, when the installation has an OpenID Connect provider */
  oidc?: OidcOptions;
  /** the file store's folder, the upload limit and the links' secret */
  files: FileSettings;
  /** SMTP_URL and the queue's limits; the embedded outbox and default limits when absent */
  mail?: MailSettings;
}
