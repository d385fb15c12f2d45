/**
 * The `@toolgate/core/errors` entry: the error base class alone, without the registry, the
 * executor or zod, for packages that only need to throw Toolgate errors (the injection guard
 * runs in browsers and starts in a fresh process per call in some hosts, where loading zod
 * costs more than the rest of the start-up).
 *
 * @module
 */
export { ToolgateError } from './ToolgateError.js';
export type { ToolgateErrorClass, ToolgateErrorOptions } from './ToolgateError.js';
