/**
 * Proves the shipped weights come from the data in the repository: trains twice with the default
 * settings and checks that both runs and src/generated/instructionModelWeights.ts are the same
 * bytes (SHA-256). Exit code 1 when they differ. Not part of the unit tests (two trainings take a
 * minute); run it before committing new weights.
 *
 *   pnpm --filter @toolgate/injection-guard check:instruction-model
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { trainInstructionModel, weightsModule, weightsPath } from './trainInstructionModel.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const first = sha256(weightsModule(trainInstructionModel()));
const second = sha256(weightsModule(trainInstructionModel()));
const shipped = sha256(readFileSync(weightsPath, 'utf8'));
process.stdout.write(`first training:  ${first}\nsecond training: ${second}\nshipped weights: ${shipped}\n`);
if (first !== second || first !== shipped) {
  process.stderr.write('checkReproducible: the trainings or the shipped weights differ\n');
  process.exit(1);
}
process.stdout.write('reproduced bit for bit\n');
