// Test helpers for packages that read pages through @toolgate/web-retrieval: everything runs on
// loopback, so tests never send a packet anywhere else.
export { CanaryListener } from './CanaryListener.js';
export { createSelfSignedCertificate } from './createSelfSignedCertificate.js';
export { createTableResolver } from './createTableResolver.js';
export { LoopbackDnsServer } from './LoopbackDnsServer.js';
export type { DnsAnswerFunction, DnsRecordType } from './LoopbackDnsServer.js';
export { LoopbackPageServer } from './LoopbackPageServer.js';
export type { PageRoute } from './LoopbackPageServer.js';
