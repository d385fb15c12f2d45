import { ToolgateError } from './ToolgateError.js';

/**
 * Which providers data from a source may go to. SELF_HOSTED is sticky: once a chat carries such
 * data, every later provider must be self-hosted.
 */
export const DataSecurity = {
  NOT_SPECIFIED: 'NOT_SPECIFIED',
  ALLOW_ANY: 'ALLOW_ANY',
  SELF_HOSTED: 'SELF_HOSTED',
} as const;
export type DataSecurity = (typeof DataSecurity)[keyof typeof DataSecurity];

/** True for one of the {@link DataSecurity} values. */
export function isDataSecurity(value: unknown): value is DataSecurity {
  return value === 'NOT_SPECIFIED' || value === 'ALLOW_ANY' || value === 'SELF_HOSTED';
}

/**
 * Returns `value` when it is a {@link DataSecurity} value; throws a `ToolgateError` with code
 * `INVALID_DATA_SECURITY` otherwise.
 */
export function assertDataSecurity(value: unknown): DataSecurity {
  if (isDataSecurity(value)) return value;
  const shown =
    typeof value === 'string' ? `'${value.slice(0, 40)}'` : `A value of type ${value === null ? 'null' : typeof value}`;
  throw new ToolgateError(
    'INVALID_DATA_SECURITY',
    `${shown} is not a data security value; use one of NOT_SPECIFIED, ALLOW_ANY, SELF_HOSTED.`,
  );
}

/**
 * Combines a chat's current data security with a new requirement: SELF_HOSTED on either side wins,
 * ALLOW_ANY marks a chat that was unspecified, NOT_SPECIFIED changes nothing.
 */
export function tightenDataSecurity(current: DataSecurity, required: DataSecurity): DataSecurity {
  if (current === DataSecurity.SELF_HOSTED || required === DataSecurity.SELF_HOSTED) return DataSecurity.SELF_HOSTED;
  if (required === DataSecurity.ALLOW_ANY) return DataSecurity.ALLOW_ANY;
  return current;
}

/** True when data under `security` may go to a provider: SELF_HOSTED admits self-hosted providers only. */
export function isProviderAllowedByDataSecurity(security: DataSecurity, providerIsSelfHosted: boolean): boolean {
  return security !== DataSecurity.SELF_HOSTED || providerIsSelfHosted;
}
