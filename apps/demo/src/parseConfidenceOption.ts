import { CONFIDENCE_LEVELS, type ConfidenceLevel, parseConfidenceLevel } from '@toolgate/core';
import { CliUsageError } from './CliContext.js';

/**
 * Reads a confidence level given as an option (`--provider-confidence high`): any case, as core
 * reads it. Undefined when the option was left out; a usage error naming the option, the value
 * and every level otherwise.
 */
export function parseConfidenceOption(optionName: string, text: string | undefined): ConfidenceLevel | undefined {
  if (text === undefined) return undefined;
  const level = parseConfidenceLevel(text);
  if (level === undefined) {
    throw new CliUsageError(`${optionName} must be one of ${CONFIDENCE_LEVELS.join(', ')}, got '${text}'`);
  }
  return level;
}
