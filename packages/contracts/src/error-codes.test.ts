import { describe, expect, it } from 'vitest';
import { ERROR_RANGES, ERRORS, ERRORS_BY_MODULE, type ErrorEntry, PROTOCOL_CODES } from './error-codes.ts';

const modules = Object.entries(ERRORS_BY_MODULE) as [keyof typeof ERROR_RANGES, Record<string, ErrorEntry>][];

describe('the error-code registry', () => {
  it('uses every code once, and no protocol code', () => {
    const seen = new Map<number, string>();
    const protocol = new Set<number>(Object.values(PROTOCOL_CODES));
    for (const [module, entries] of modules)
      for (const [name, { code }] of Object.entries(entries)) {
        expect(seen.get(code), `${module}.${name} reuses ${code}`).toBeUndefined();
        expect(protocol.has(code), `${module}.${name} uses protocol code ${code}`).toBe(false);
        seen.set(code, `${module}.${name}`);
      }
  });

  it('keeps each code inside its module range, ranges not overlapping', () => {
    for (const [module, entries] of modules) {
      const [low, high] = ERROR_RANGES[module];
      for (const [name, { code }] of Object.entries(entries)) {
        expect(Number.isInteger(code), `${module}.${name}`).toBe(true);
        expect(code >= low && code <= high, `${module}.${name} = ${code} is outside ${low}–${high}`).toBe(true);
      }
    }
    const ranges = Object.values(ERROR_RANGES).toSorted((a, b) => a[0] - b[0]);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThan(ranges[i - 1]![1]);
  });

  it('gives each entry a non-empty message and a unique name', () => {
    const names = modules.flatMap(([, entries]) => Object.keys(entries));
    expect(new Set(names).size).toBe(names.length);
    for (const [module, entries] of modules)
      for (const [name, { message }] of Object.entries(entries)) expect(message.trim(), `${module}.${name}`).not.toBe('');
    expect(Object.keys(ERRORS)).toHaveLength(names.length);
  });
});
