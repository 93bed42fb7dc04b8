import replies from '../../../../schemas/admin/admin.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { MailSettings } from '../../mail/mailSettings.ts';
import { createMailTransport, outboxOf } from '../../mail/transport.ts';
import { invitationLinkDays } from './invitationLink.ts';

export interface InvitationMail {
  email: string;
  agency: string;
  inviter: { name: string; email: string };
  /** the token of the link that sets a password; none when the email has an account already (the link signs in) */
  token: string | null;
}

/** The invitation's text: with its link to set a password, or to sign in with the account the email has. */
export function invitationText(settings: MailSettings, m: InvitationMail) {
  const link = m.token ? `${settings.appUrl}/invitation/${encodeURIComponent(m.token)}` : `${settings.appUrl}/login`;
  const values = { inviter: m.inviter.name, agency: m.agency, email: m.email, link, days: String(invitationLinkDays) };
  return { link, subject: fillTemplate(replies.invitationSubject, values), text: fillTemplate(m.token ? replies.invitationSetPassword : replies.invitationSignIn, values) };
}

/**
 * Sends an invitation (SMTP_URL, or the embedded outbox) from the inviting admin's address, as text
 * and as HTML paragraphs with the link. Rejects with the mail server's reason when it is refused.
 */
export async function sendInvitation(settings: MailSettings, filesDir: string, m: InvitationMail): Promise<void> {
  const { link, subject, text } = invitationText(settings, m);
  const html = text.split('\n\n').map((p) => `<p>${escapeHtml(p).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`).join('');
  const transport = createMailTransport(settings.smtpUrl, outboxOf(settings, filesDir));
  try {
    await transport.send({ from: { name: m.inviter.name, address: m.inviter.email }, to: m.email, subject, text, html });
  } finally {
    transport.close();
  }
}
