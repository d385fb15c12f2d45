import { expect } from 'vitest';
import type { BuiltInPromptInjectionDetector } from '../src/BuiltInPromptInjectionDetector.js';

const BEFORE = 'Opening hours are 9 to 5.';
const AFTER = 'Parking is behind the building.';

/**
 * Plants `attack` as its own paragraph between two ordinary ones and asserts the detector removes
 * something while both ordinary paragraphs survive: the attack is caught, and only the attack.
 */
export function expectPlantedAttackRemoved(detector: BuiltInPromptInjectionDetector, attack: string): void {
  const result = detector.scan(`${BEFORE}\n\n${attack}\n\n${AFTER}`);
  expect(result.redactedCount, attack).toBeGreaterThan(0);
  expect(result.text, attack).toContain(BEFORE);
  expect(result.text, attack).toContain(AFTER);
}
