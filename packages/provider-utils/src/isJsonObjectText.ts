import { safeJsonParse } from './safeJsonParse.js';

/**
 * True when `text` is the JSON text of an object (not an array, a string or `null`): the only
 * thing tool-call arguments may be. Never throws.
 */
export function isJsonObjectText(text: string): boolean {
  const parsed = safeJsonParse(text);
  return parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value);
}
