/** The longest URL accepted (2,000 characters): what browsers and most proxies keep whole. */
export const MAX_URL_LENGTH = 2000;
