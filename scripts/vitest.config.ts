import { defineProject } from 'vitest/config';
import { sharedProjectConfig } from '../vitest.shared.js';

// Checks of the repository as a whole (documentation links, standing alone), in the one vitest run.
export default defineProject(sharedProjectConfig('repository', { include: ['*.test.ts'] }));
