// Kept for the existing tests; the helper lives in the package's `./test` export.
export { createSelfSignedCertificate } from '../../src/test/createSelfSignedCertificate.js';
