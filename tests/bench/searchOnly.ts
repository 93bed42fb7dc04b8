/**
 * The lists' searches alone (npx tsx tests/bench/searchOnly.ts): the server bundle built as `npm start` runs it, then
 * the loads and each list's query plans on PGlite and PostgreSQL 15, as `npm run bench` measures them
 * (SEARCH_LISTS=opportunities one list; SEARCH_PROFILE=1 SEARCH_PROFILE_KEEP=DIR the server's CPU profiles;
 * SEARCH_PLANS=DIR the whole plans).
 */
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server';
import { measureSearch } from './api';
import { describeScore, machineScore } from './machine';

const root = fileURLToPath(new URL('../..', import.meta.url));
await buildServer();
console.log(describeScore(machineScore('start')));
await measureSearch(root);
console.log(describeScore(machineScore('end')));
