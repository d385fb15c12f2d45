import { ToolRegistry } from '@toolgate/core';
import type { ConnectToMapping, HostNameResolver } from '@toolgate/web-retrieval';
import { CurrentTimeTool } from './CurrentTimeTool.js';

/** A prompt-injection finding a tool reports for the `injectionReports` of `toolgate ask --json`. */
export interface DemoInjectionReport {
  readonly toolId: string;
  readonly source: string;
  readonly ruleId: string;
  readonly category: string;
  readonly snippet: string;
}

/**
 * What the demo's tools run with: the operator's network overrides for every web retrieval
 * (`--dns-server`, `--connect-to`), and where tools report the prompt injections they filtered.
 */
export interface DemoToolEnvironment {
  /** The resolver of `--dns-server`; undefined: the system's resolver. */
  readonly resolver: HostNameResolver | undefined;
  /** The `--connect-to` rules. */
  readonly connectTo: ConnectToMapping;
  /** Called by tools for every prompt injection they filtered out of fetched content. */
  readonly reportInjection: (report: DemoInjectionReport) => void;
  /** The clock of time-dependent tools (tests pin it). */
  readonly now?: (() => Date) | undefined;
}

/**
 * The registry of every tool the demo offers. Later issues register their tools here (web search,
 * reading web pages, …), built with the same environment.
 */
export function createDemoToolRegistry(environment: DemoToolEnvironment): ToolRegistry {
  return new ToolRegistry([new CurrentTimeTool(environment.now)]);
}
