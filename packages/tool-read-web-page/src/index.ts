export {
  ADDRESS_NOT_GIVEN_MESSAGE,
  READ_WEB_PAGE_INSTRUCTIONS_OFF,
  READ_WEB_PAGE_INSTRUCTIONS_ON,
  ReadWebPageTool,
} from './ReadWebPageTool.js';
export type { ReadWebPageInjectionReport, ReadWebPageToolOptions } from './ReadWebPageTool.js';
export {
  FreeAddressChoice,
  parseAllowedPrivateHosts,
  READ_WEB_PAGE_TOOL_ID,
  ReadWebPageArgument,
  ReadWebPageLimits,
  ReadWebPageSetting,
  readFreeAddressChoice,
  readReadWebPageSettings,
  validateReadWebPageSettings,
} from './ReadWebPageSettings.js';
export type { ReadWebPageSettingsValues } from './ReadWebPageSettings.js';
