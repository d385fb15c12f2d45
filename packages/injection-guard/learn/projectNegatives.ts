/**
 * Ordinary benign texts written in this repository (eval/dataset, `hardNegative` false: mails,
 * notes, pages, chats), used as extra TRAINING negatives only: the third-party sets hold few
 * kinds of benign text (issue 17 allows own negatives for training). They never enter the dev or
 * test split, so every figure stays on third-party data. The hard negatives of eval/dataset (texts
 * that quote attacks) are left out: as negatives they taught the model to pass quoted attacks
 * (recall on ASB fell from 41% to 0.3% in a trial).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabelledText } from './thirdPartyData.js';

const datasetDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'project-negatives');

/** The ordinary benign texts of eval/dataset as training negatives. */
export function loadProjectNegatives(): LabelledText[] {
  const texts: LabelledText[] = [];
  for (const file of readdirSync(datasetDirectory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(datasetDirectory, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as { id: string; text: string; label: string; hardNegative?: boolean };
      if (row.label !== 'benign' || row.hardNegative === true) continue;
      texts.push({
        id: row.id,
        source: 'eval/dataset ordinary benign',
        family: 'project-benign',
        text: row.text,
        label: 0,
        kind: 'benign_document',
        split: 'train',
      });
    }
  }
  return texts;
}
