import type {
  PromptInjectionFilterOptions,
  PromptInjectionFilterResult,
  PromptInjectionSource,
  PromptInjectionText,
} from '@toolgate/core';
import { type ToolImplementation, ToolRegistry } from '@toolgate/core';
import type { PromptInjectionGuardService } from '@toolgate/injection-guard';
import type { DataSourceService, PassageGuard } from '@toolgate/tool-semantic-search';
import type { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { CurrentTimeTool } from './CurrentTimeTool.js';

/** A prompt-injection finding a tool reports for the `injectionReports` of `toolgate ask --json`. */
export interface DemoInjectionReport {
  readonly toolId: string;
  /** The URL, file, attachment or data source the text came from. */
  readonly source: string;
  readonly ruleId: string;
  readonly category: string;
  readonly snippet: string;
}

/**
 * What the demo's tools run with: ONE retrieval service (built with the operator's `--dns-server`
 * resolver and `--connect-to` rules, see `createDemoRetrievalService`) for every request any tool
 * makes, ONE prompt-injection guard, the chat's data sources, and where findings are reported.
 */
export interface DemoToolEnvironment {
  readonly retrieval: WebPageRetrievalService;
  /** The guard; only `current_time` runs without one. */
  readonly guard: PromptInjectionGuardService | undefined;
  /** The data sources `semantic_search` may offer (local indexes, ERI servers); needed for it only. */
  readonly dataSourceService: DataSourceService | undefined;
  /** The ids of the chat's data sources. Default: every data source of the service. */
  readonly chatDataSourceIds?: readonly string[] | undefined;
  /** Called for every prompt injection a tool's filter removed, with the tool's id. */
  readonly reportInjection: (report: DemoInjectionReport) => void;
  /** The clock of time-dependent tools (tests pin it). */
  readonly now?: (() => Date) | undefined;
}

/** The text a report names a source by. */
export function injectionSourceLabel(source: PromptInjectionSource): string {
  switch (source.kind) {
    case 'web-content':
      return source.url;
    case 'file':
      return source.path;
    case 'chat-attachment':
      return source.name;
    case 'retrieval-context':
    case 'data-source-description':
      return source.dataSourceName === undefined
        ? `data source ${source.dataSourceId}`
        : `${source.dataSourceName} (data source ${source.dataSourceId})`;
    case 'other':
      return source.label;
  }
}

/**
 * The shared guard as one tool's filter: everything it removes is reported with the tool's id and
 * the source, so `injectionReports` say which tool brought what in from where.
 */
function toolFilter(environment: DemoToolEnvironment, toolId: string): PassageGuard {
  const { guard } = environment;
  if (guard === undefined) throw new Error(`The tool ${toolId} needs the prompt-injection guard.`);
  return {
    beginAction: () => guard.beginAction(),
    filter: async (
      texts: readonly PromptInjectionText[],
      options?: PromptInjectionFilterOptions,
    ): Promise<readonly PromptInjectionFilterResult[]> => {
      const results = await guard.filter(texts, options);
      results.forEach((result, index) => {
        const text = texts[index];
        if (text === undefined) return;
        for (const finding of result.findings) {
          environment.reportInjection({
            toolId,
            source: injectionSourceLabel(text.source),
            ruleId: finding.ruleId,
            category: finding.category,
            snippet: finding.snippet,
          });
        }
      });
      return results;
    },
  };
}

/** Every tool of the demo, in the order they are registered. */
export const DEMO_TOOL_IDS: readonly string[] = Object.freeze([
  'current_time',
  'web_search',
  'read_web_page',
  'search_confluence',
  'semantic_search',
]);

/** True when a tool of {@link DEMO_TOOL_IDS} filters fetched content (needs the guard). */
export function demoToolNeedsGuard(toolId: string): boolean {
  return toolId !== 'current_time';
}

async function createTool(toolId: string, environment: DemoToolEnvironment): Promise<ToolImplementation | undefined> {
  const { retrieval } = environment;
  // Each tool's package loads only when the tool is used, so `ask --tools current_time` stays light.
  switch (toolId) {
    case 'current_time':
      return new CurrentTimeTool(environment.now);
    case 'web_search': {
      const { WebSearchTool } = await import('@toolgate/tool-web-search');
      return new WebSearchTool({ retrieval, guard: toolFilter(environment, toolId) });
    }
    case 'read_web_page': {
      const { ReadWebPageTool } = await import('@toolgate/tool-read-web-page');
      return new ReadWebPageTool({ retrieval, filter: toolFilter(environment, toolId), now: environment.now });
    }
    case 'search_confluence': {
      const { SearchConfluenceTool } = await import('@toolgate/tool-search-confluence');
      return new SearchConfluenceTool({ retrieval, filter: toolFilter(environment, toolId) });
    }
    case 'semantic_search': {
      if (environment.dataSourceService === undefined) return undefined;
      const { SemanticSearchTool } = await import('@toolgate/tool-semantic-search');
      const chatDataSourceIds = environment.chatDataSourceIds;
      return new SemanticSearchTool({
        dataSourceService: environment.dataSourceService,
        guard: toolFilter(environment, toolId),
        ...(chatDataSourceIds === undefined ? {} : { getChatDataSourceIds: () => chatDataSourceIds }),
      });
    }
    default:
      return undefined;
  }
}

/**
 * The registry of the demo's tools (`current_time`, `web_search`, `read_web_page`,
 * `search_confluence`, `semantic_search`; `toolIds` picks some of them), all on the environment's
 * one retrieval service and one guard.
 */
export async function createDemoToolRegistry(
  environment: DemoToolEnvironment,
  toolIds: readonly string[] = DEMO_TOOL_IDS,
): Promise<ToolRegistry> {
  const tools: ToolImplementation[] = [];
  for (const toolId of DEMO_TOOL_IDS) {
    if (!toolIds.includes(toolId)) continue;
    const tool = await createTool(toolId, environment);
    if (tool !== undefined) tools.push(tool);
  }
  return new ToolRegistry(tools);
}
