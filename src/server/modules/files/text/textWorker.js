// @ts-check
/**
 * The text thread's entry (textThread.ts): TypeScript is loaded here through tsx's loader, since a
 * worker does not inherit the main thread's (the database thread needs none and is plain JavaScript).
 */
import { register } from 'tsx/esm/api';

register();
await import('./textJobs.ts');
