// `node --import ./recordLoadedModules.mjs program.js`: records every module URL the program
// resolves into the file named by TOOLGATE_RECORD_MODULES (tests of lazy loading read it).
import { register } from 'node:module';

const recordFile = process.env.TOOLGATE_RECORD_MODULES;
if (recordFile === undefined || recordFile === '') throw new Error('TOOLGATE_RECORD_MODULES must name a file');
register('./moduleResolveRecorder.mjs', import.meta.url, { data: { recordFile } });
