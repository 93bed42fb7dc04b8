import { ConfigError, parsePublicUrl } from '../config.ts';

export interface MailSettings {
  /** SMTP_URL: send through that server; without it mail is delivered to the in-app outbox */
  smtpUrl?: string;
  /** EMAIL_ATTACHMENTS_MAX_MB (default 20), in bytes: what one mail's attachments may weigh together */
  attachmentsMaxBytes: number;
  /** the wait before the first retry of a failed send; each further one waits twice as long */
  retryBaseMs: number;
  /** sends tried this many times, then left failed */
  maxAttempts: number;
  /** how often an instance looks for sends due (other instances' retries, sends left by a stopped one) */
  pollMs: number;
  /** PUBLIC_URL: the address the links in mail open (an invitation's) */
  appUrl: string;
  /** the embedded outbox's folder (without SMTP_URL); the file store's `outbox` folder when absent */
  outboxDir?: string;
}

const megabyte = 1024 * 1024;
export const defaultMailSettings: MailSettings = { attachmentsMaxBytes: 20 * megabyte, retryBaseMs: 60_000, maxAttempts: 5, pollMs: 30_000, appUrl: 'http://localhost:3000' };

/** SMTP_URL (smtp:// or smtps://, with user and password in it when the server wants them), EMAIL_ATTACHMENTS_MAX_MB and PUBLIC_URL. */
export function loadMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !(URL.canParse(smtpUrl) && /^smtps?:$/.test(new URL(smtpUrl).protocol))) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address, such as smtps://user:password@mail.example.com:465.');
  }
  const megabytes = env.EMAIL_ATTACHMENTS_MAX_MB?.trim() ? Number(env.EMAIL_ATTACHMENTS_MAX_MB) : 20;
  if (!Number.isFinite(megabytes) || megabytes <= 0 || megabytes > 1024) {
    throw new ConfigError(`EMAIL_ATTACHMENTS_MAX_MB (${env.EMAIL_ATTACHMENTS_MAX_MB}) must be a number of megabytes above 0, at most 1024.`);
  }
  return { ...defaultMailSettings, smtpUrl, attachmentsMaxBytes: Math.floor(megabytes * megabyte), appUrl: parsePublicUrl(env) };
}
