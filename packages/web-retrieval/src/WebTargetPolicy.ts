/**
 * Which targets a retrieval may reach, by who chose the URL.
 *
 * - `public`: public addresses only (`web_search`: the model chose the URL).
 * - `allowlist`: public addresses, plus private hosts in the allowlist for a HIGH-confidence
 *   provider (`read_web_page`, `search_confluence`).
 * - `user`: the user typed the URL, so the address restrictions are lifted for that origin and
 *   its same-origin redirects; a redirect to another origin is judged like `allowlist`. Never
 *   use it for a URL that came from a model.
 */
export const WebTargetPolicy = {
  PUBLIC_ONLY: 'public',
  PRIVATE_ALLOWLIST: 'allowlist',
  CHOSEN_BY_USER: 'user',
} as const;
/** One of the {@link WebTargetPolicy} values. */
export type WebTargetPolicy = (typeof WebTargetPolicy)[keyof typeof WebTargetPolicy];

/** True for a {@link WebTargetPolicy} value. */
export function isWebTargetPolicy(value: unknown): value is WebTargetPolicy {
  return value === 'public' || value === 'allowlist' || value === 'user';
}
