export { byteChunks, frameJsonLinesAsSse, readFixtureAsSse } from './readFixtureAsSse.js';
export type { FixtureApi } from './readFixtureAsSse.js';
export { startLoopbackServer } from './startLoopbackServer.js';
export type { LoopbackHandler, LoopbackServer } from './startLoopbackServer.js';
export { markedExampleLines, readmeExampleLines } from './readmeExampleLines.js';
export { startScriptedResponseServer } from './startScriptedResponseServer.js';
export type {
  ScriptedRequest,
  ScriptedResponse,
  ScriptedResponseServerOptions,
} from './startScriptedResponseServer.js';
export { collectRound } from './collectRound.js';
export type { CollectedRound } from './collectRound.js';
export { providerStreamFixtureDirectory } from './providerStreamFixtureDirectory.js';
