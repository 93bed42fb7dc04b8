import messages from '../../screens/messages.json';

/** The sentences the server answers with that no module's replies hold (screens/messages.json, group serverTexts). */
export const serverTexts = messages.serverTexts;
/** The sign-in page's texts: the server answers some of them too (an account with no agency). */
export const loginTexts = messages.login;
/** What the server answers when the file store (S3_URL's bucket) is out of reach. */
export const fileStoreTexts = messages.sweepMore;
