/**
 * What replaces a removed passage. Deliberately neutral: it contains no word any rule reacts to,
 * and the detector treats it as a paragraph break, so filtering twice changes nothing.
 */
export const REDACTION_MARKER = '[removed: possible prompt injection]';
