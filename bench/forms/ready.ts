/** The console message a bench page sends once its first render has painted (measure.ts), which the bench waits for. */
export const benchReady = 'bench: first render painted';
