import {
  ConfidenceLevel,
  DataSecurity,
  maxConfidenceLevel,
  type PromptInjectionFilter,
  type SourceOrigin,
  type ToolResultSourceInput,
} from '@toolgate/core';
import type { DataSourcePassage } from './DataSource.js';
import type { DataSourceSearchOutcome } from './searchDataSources.js';

/** How many characters of passages one search hands to the model (whole passages only). */
export const DEFAULT_RESULT_BUDGET_CHARACTERS = 100_000;

/** A guard that can bundle the filtering of one search into one report (`PromptInjectionGuardService`). */
export interface PassageGuard extends PromptInjectionFilter {
  /** Starts one user action; everything filtered until `end()` becomes one report. */
  beginAction(): { end(): void };
}

/** What assembling came to. */
export interface AssembledPassages {
  /** The numbered passages as Markdown, separated by blank lines; empty when none. */
  readonly textContent: string;
  /** Per data source id: passages that reached the model. */
  readonly includedCounts: ReadonlyMap<string, number>;
  /** Per data source id: passages left out to stay within the budget. */
  readonly leftOutCounts: ReadonlyMap<string, number>;
  /** The documents of the passages that reached the model (deduplicated by location). */
  readonly sources: readonly ToolResultSourceInput[];
  /** The highest minimum confidence of the contributing data sources (`NONE` if none contributed). */
  readonly requiredProviderConfidence: ConfidenceLevel;
  /** SELF_HOSTED if a contributing source demands it, ALLOW_ANY if any contributed, else NOT_SPECIFIED. */
  readonly requiredDataSecurity: DataSecurity;
}

/** Options of {@link assemblePassages}. */
export interface AssemblePassagesOptions {
  readonly guard: PassageGuard;
  /** Default {@link DEFAULT_RESULT_BUDGET_CHARACTERS}. */
  readonly budgetCharacters?: number | undefined;
  /** Origin of the sources: `TOOL` for the tool, `RAG` for the classic retrieval. Default `TOOL`. */
  readonly origin?: SourceOrigin | undefined;
  readonly signal?: AbortSignal | undefined;
}

const SEPARATOR = '\n\n';

/**
 * Puts the passages of one search together for the model: every passage goes through the
 * prompt-injection filter within one action scope (one report per search); the data sources take
 * turns by rank (the best passage of each, then the second best of each, …) so the first source
 * cannot take the whole budget; passages stay whole, and one that would overflow the budget is
 * left out (counted) so that shorter ones after it may still fit. Only the data sources whose
 * passages reached the model raise requirements and give sources.
 */
export async function assemblePassages(
  outcomes: readonly DataSourceSearchOutcome[],
  options: AssemblePassagesOptions,
): Promise<AssembledPassages> {
  const budget = options.budgetCharacters ?? DEFAULT_RESULT_BUDGET_CHARACTERS;
  const bodies = await filterPassageBodies(outcomes, options);

  const includedCounts = new Map<string, number>();
  const leftOutCounts = new Map<string, number>();
  const blocks: string[] = [];
  const sources: ToolResultSourceInput[] = [];
  const seenUrls = new Set<string>();
  let used = 0;
  let requiredProviderConfidence: ConfidenceLevel = ConfidenceLevel.NONE;
  let requiredDataSecurity: DataSecurity = DataSecurity.NOT_SPECIFIED;

  const deepest = Math.max(0, ...outcomes.map((outcome) => outcome.passages.length));
  for (let rank = 0; rank < deepest; rank++) {
    outcomes.forEach((outcome, sourceIndex) => {
      const passage = outcome.passages[rank];
      if (passage === undefined) return;
      const id = outcome.dataSource.dataSource.id;
      const block = `## Passage ${blocks.length + 1}\n${bodies[sourceIndex]![rank]!}`;
      const cost = (blocks.length === 0 ? 0 : SEPARATOR.length) + block.length;
      if (used + cost > budget) {
        leftOutCounts.set(id, (leftOutCounts.get(id) ?? 0) + 1);
        return;
      }
      used += cost;
      blocks.push(block);
      includedCounts.set(id, (includedCounts.get(id) ?? 0) + 1);
      requiredProviderConfidence = maxConfidenceLevel(
        requiredProviderConfidence,
        outcome.dataSource.minimumProviderConfidence,
      );
      requiredDataSecurity =
        requiredDataSecurity === DataSecurity.SELF_HOSTED ||
        outcome.dataSource.dataSecurity === DataSecurity.SELF_HOSTED
          ? DataSecurity.SELF_HOSTED
          : DataSecurity.ALLOW_ANY;
      const url = passageSourceUrl(passage.location);
      if (url !== undefined && !seenUrls.has(url)) {
        seenUrls.add(url);
        sources.push({ title: sourceTitle(passage), url, origin: options.origin ?? 'TOOL' });
      }
    });
  }
  return {
    textContent: blocks.join(SEPARATOR),
    includedCounts,
    leftOutCounts,
    sources,
    requiredProviderConfidence,
    requiredDataSecurity,
  };
}

// Every passage of the page is filtered in one batch inside one scope, fields and all: whatever of
// it reaches the model has been checked, and the user hears about the search once.
async function filterPassageBodies(
  outcomes: readonly DataSourceSearchOutcome[],
  options: AssemblePassagesOptions,
): Promise<string[][]> {
  const texts = outcomes.flatMap((outcome) =>
    outcome.passages.map((passage) => ({
      text: renderPassageBody(passage, outcome.dataSource.dataSource.name, outcome.dataSource.dataSource.id),
      source: {
        kind: 'retrieval-context' as const,
        dataSourceId: outcome.dataSource.dataSource.id,
        dataSourceName: outcome.dataSource.dataSource.name,
      },
    })),
  );
  if (texts.length === 0) return outcomes.map(() => []);
  const scope = options.guard.beginAction();
  let filtered: readonly { text: string }[];
  try {
    filtered = await options.guard.filter(texts, options.signal === undefined ? {} : { signal: options.signal });
  } finally {
    scope.end();
  }
  let next = 0;
  return outcomes.map((outcome) => outcome.passages.map(() => filtered[next++]!.text));
}

/** The Markdown of one passage (without its number), the same shape for the tool and the classic retrieval. */
export function renderPassageBody(passage: DataSourcePassage, dataSourceName: string, dataSourceId: string): string {
  const lines = [
    `Document: ${oneLine(sourceTitle(passage))}`,
    `Data source: ${oneLine(dataSourceName)} (id ${dataSourceId})`,
  ];
  if (passage.location !== undefined && passage.location.trim() !== '')
    lines.push(`Location: ${oneLine(passage.location)}`);
  if (passage.category !== undefined && passage.category.trim() !== '')
    lines.push(`Category: ${oneLine(passage.category)}`);
  return `${lines.join('\n')}\n\n${passage.text.trim()}`;
}

function sourceTitle(passage: DataSourcePassage): string {
  const title = passage.title.trim();
  if (title !== '') return title;
  return passage.location?.trim() || 'Untitled passage';
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The URL a passage's location becomes as a source: a URL as it is (http, https, file), an
 * absolute path as a `file:` URL; nothing for anything else.
 */
export function passageSourceUrl(location: string | undefined): string | undefined {
  const value = location?.trim();
  if (value === undefined || value === '') return undefined;
  if (/^(https?|file):\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return undefined;
    }
  }
  if (value.startsWith('/')) return new URL(`file://${encodePath(value)}`).href;
  if (/^[A-Za-z]:[\\/]/.test(value)) return new URL(`file:///${encodePath(value.replace(/\\/g, '/'))}`).href;
  return undefined;
}

function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment, index) => (index === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)))
    .join('/');
}
