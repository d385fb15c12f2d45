import { defineProject } from 'vitest/config';
import { sharedProjectConfig } from '../../vitest.shared.js';

export default defineProject(sharedProjectConfig('tool-web-search'));
