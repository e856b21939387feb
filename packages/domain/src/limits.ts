/** Business constants of the specification (screens-and-auth §9). */
export const MAX_ATTACHMENT_BYTES = 2_600_000;

export const LOGIN_MIN = 1;
export const LOGIN_MAX = 50;
/** Letters, digits and `_ . @ -` (registration rule). */
export const LOGIN_PATTERN = /^[a-zA-Z0-9_.@-]+$/;
export const EMAIL_MIN = 5;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 254;

/** Long texts: shown whole below 30 characters, else the first 15, an ellipsis and the last 10. */
export const ABBREVIATE_AT = 30;
export const ABBREVIATE_HEAD = 15;
export const ABBREVIATE_TAIL = 10;

export const REGISTRATION_STEPS = 3;
export const SIDEBAR_AUTO_CLOSE_MS = 2_500;
export const NARROW_SCREEN_PX = 768;
export const ALERT_MS = 10_000;
export const TOAST_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 1_000_000;
/** Chosen dates are stored at 07:00 local time (Asia/Jakarta) to avoid a UTC day shift. */
export const CHOSEN_DATE_HOUR = 7;
export const APP_VERSION = '1.6.5';
export const LANGUAGES = ['in', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'in';
