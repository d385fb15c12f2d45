// Test helpers for tool packages: drive a tool the way a host does (registry offer, then the executor),
// without a provider or a loop.
export { ToolTestBed } from './ToolTestBed.js';
export type { ToolTestBedOptions } from './ToolTestBed.js';
