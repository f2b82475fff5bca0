import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runInBackground } from './background-job.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runInBackground', () => {
  it('never runs twice at once, keeps going after a failure, and awaits the run under way on close', async () => {
    const app = Fastify();
    let active = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const errors: unknown[] = [];
    runInBackground(app, {
      firstAfterMs: 5,
      everyMs: 10,
      run: async () => {
        runs++;
        active++;
        most = Math.max(most, active);
        await sleep(35); // outlasts three periods
        active--;
        finished++;
        if (runs === 1) throw new Error('first run fails');
      },
      onError: (err) => errors.push(err),
    });
    await app.ready();
    await sleep(120);
    await app.close();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(1);
    expect(finished).toBe(runs); // the run under way at close was awaited
  });
});
