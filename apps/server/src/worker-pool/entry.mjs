// A worker thread of the pool (pool.ts). Plain JavaScript: a worker inherits no module loader
// from its parent (tsx's, vitest's), so it registers tsx itself, then loads the TypeScript tasks.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');

export const { xlsx, tableCsv, seriesCsv, changes } = tasks;
