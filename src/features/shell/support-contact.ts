/**
 * Who sells plan upgrades. Placeholders until the product owner gives the real numbers;
 * the lead may move them to configuration.
 */
export const SUPPORT_PHONE_DISPLAY = '1 800 555 0199';
export const SUPPORT_PHONE_TEL = '+18005550199';
export const SUPPORT_MESSENGER_URL = 'https://m.me/frontdesk.support';
export const SUPPORT_MESSENGER_LABEL = 'm.me/frontdesk.support';
