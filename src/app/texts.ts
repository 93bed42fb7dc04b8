import messages from '../../screens/messages.json';

/** The screen texts of screens/messages.json. */
export const texts = messages;
