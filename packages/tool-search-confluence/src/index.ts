export { ConfluenceWiki, quoteCqlString } from './ConfluenceWiki.js';
export {
  CONFLUENCE_SIGN_IN_MESSAGE,
  SEARCH_CONFLUENCE_TOOL_ID,
  SearchConfluenceArgument,
  SearchConfluenceLimits,
  SearchConfluenceSetting,
  SearchConfluenceTool,
} from './SearchConfluenceTool.js';
export type { SearchConfluenceInjectionReport, SearchConfluenceToolOptions } from './SearchConfluenceTool.js';
