import { ToolgateError } from './ToolgateError.js';

/**
 * How far a provider is trusted with a user's data. The numeric order matters: a requirement is
 * met by any level at or above it.
 */
export const ConfidenceLevel = {
  NONE: 'NONE',
  UNTRUSTED: 'UNTRUSTED',
  UNKNOWN: 'UNKNOWN',
  VERY_LOW: 'VERY_LOW',
  LOW: 'LOW',
  MODERATE: 'MODERATE',
  MEDIUM: 'MEDIUM',
  HIGH: 'HIGH',
} as const;
export type ConfidenceLevel = (typeof ConfidenceLevel)[keyof typeof ConfidenceLevel];

/** The numeric value of each level (the original's values, so stored numbers stay comparable). */
export const CONFIDENCE_LEVEL_VALUES: Readonly<Record<ConfidenceLevel, number>> = Object.freeze({
  NONE: 0,
  UNTRUSTED: 1,
  UNKNOWN: 10,
  VERY_LOW: 90,
  LOW: 100,
  MODERATE: 150,
  MEDIUM: 200,
  HIGH: 300,
});

/** Every level, lowest first. */
export const CONFIDENCE_LEVELS: readonly ConfidenceLevel[] = Object.freeze(
  (Object.keys(CONFIDENCE_LEVEL_VALUES) as ConfidenceLevel[]).sort(
    (a, b) => CONFIDENCE_LEVEL_VALUES[a] - CONFIDENCE_LEVEL_VALUES[b],
  ),
);

/** True for one of the {@link ConfidenceLevel} names (exact, upper-case). */
export function isConfidenceLevel(value: unknown): value is ConfidenceLevel {
  return typeof value === 'string' && Object.hasOwn(CONFIDENCE_LEVEL_VALUES, value);
}

/**
 * Reads a level an operator typed (a command-line flag, a config file): trimmed and
 * case-insensitive, so `high` and ` HIGH ` both read as `HIGH`. Undefined for anything else;
 * the caller refuses it, listing {@link CONFIDENCE_LEVELS}.
 */
export function parseConfidenceLevel(text: string): ConfidenceLevel | undefined {
  const upper = text.trim().toUpperCase();
  return isConfidenceLevel(upper) ? upper : undefined;
}

/**
 * Returns `value` when it is a {@link ConfidenceLevel}; throws a `ToolgateError` with code
 * `INVALID_CONFIDENCE_LEVEL` otherwise (a requirement must never be read as a looser one).
 */
export function assertConfidenceLevel(value: unknown): ConfidenceLevel {
  if (isConfidenceLevel(value)) return value;
  throw new ToolgateError(
    'INVALID_CONFIDENCE_LEVEL',
    `${describeValue(value)} is not a confidence level; use one of ${CONFIDENCE_LEVELS.join(', ')}.`,
  );
}

function describeValue(value: unknown): string {
  return typeof value === 'string'
    ? `'${value.slice(0, 40)}'`
    : `A value of type ${value === null ? 'null' : typeof value}`;
}

/** Negative when `a` is below `b`, zero when equal, positive when above. */
export function compareConfidenceLevels(a: ConfidenceLevel, b: ConfidenceLevel): number {
  return CONFIDENCE_LEVEL_VALUES[a] - CONFIDENCE_LEVEL_VALUES[b];
}

/** True when `actual` meets `required`. A requirement of NONE is always met. */
export function meetsConfidence(actual: ConfidenceLevel, required: ConfidenceLevel): boolean {
  return required === ConfidenceLevel.NONE || CONFIDENCE_LEVEL_VALUES[actual] >= CONFIDENCE_LEVEL_VALUES[required];
}

/** The higher of two levels (requirements only ever tighten). */
export function maxConfidenceLevel(a: ConfidenceLevel, b: ConfidenceLevel): ConfidenceLevel {
  return CONFIDENCE_LEVEL_VALUES[a] >= CONFIDENCE_LEVEL_VALUES[b] ? a : b;
}
