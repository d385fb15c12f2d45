export { runCli } from './runCli.js';
export { CliUsageError, ExitCode } from './CliContext.js';
export type { CliContext, CliIo } from './CliContext.js';
export {
  BLOCK_REASON_TEXT,
  createDemoHost,
  DEFAULT_SYSTEM_PROMPT,
  OFFLINE_DEMO_MODEL_ID,
  OFFLINE_DEMO_PROVIDER_ID,
} from './host/createDemoHost.js';
export type {
  DemoAnswerRequest,
  DemoChatState,
  DemoHost,
  DemoHostOptions,
  DemoHostProvider,
  DemoToolCatalogEntry,
} from './host/createDemoHost.js';
export type {
  DemoAnswerEvent,
  DemoAnswerEventType,
  DemoAnswerSummary,
  DemoTrace,
} from './host/DemoAnswerEvent.js';
export type { DemoInjectionReport } from './ask/createDemoToolRegistry.js';
export {
  DEMO_SEARCH_HOST,
  DEMO_SITE_ADDRESS,
  DEMO_SITE_FOLDER,
  DEMO_SITE_HOST,
  readDemoSitePages,
  startDemoSite,
} from './host/DemoSite.js';
export type { DemoSite, DemoSitePage } from './host/DemoSite.js';
export {
  CONFIG_FILE_ENVIRONMENT_VARIABLE,
  CONFIG_FILE_NAMES,
  loadDemoConfiguration,
  validateDemoConfiguration,
} from './host/loadDemoConfiguration.js';
export type { LoadedDemoConfiguration } from './host/loadDemoConfiguration.js';
export { PROVIDER_ENVIRONMENT_VARIABLES, providerDefaults } from './host/providerDefaults.js';
export { resolveAskConfiguration } from './ask/AskConfiguration.js';
export type { AskProviderConfiguration } from './ask/AskConfiguration.js';
