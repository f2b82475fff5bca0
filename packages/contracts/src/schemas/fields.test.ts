/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.ts';
import * as responses from './prices-responses.ts';
import * as indexResponses from './index-production-responses.ts';
import {
  dateField,
  filePathField,
  flag,
  flagField,
  idField,
  IMAGE_PATH,
  indexCode,
  isoDate,
  keyword,
  linkField,
  longTextField,
  NUL_MESSAGE,
  numberField,
  optionalText,
  requiredText,
  sortField,
  stringField,
} from './fields.ts';

const NUL = 'a\u0000b';

describe('the field kit', () => {
  it('refuses NUL in every text helper, with the one message', () => {
    const helpers: Array<[string, z.ZodType, string]> = [
      ['stringField', stringField(), NUL],
      ['requiredText', requiredText('必填'), NUL],
      ['optionalText', optionalText(50), NUL],
      ['longTextField', longTextField(1000), NUL],
      ['linkField', linkField(), `https://a.example/${NUL}`],
      ['keyword', keyword, NUL],
      ['indexCode', indexCode, NUL],
      ['filePathField', filePathField(IMAGE_PATH, '文件有误'), NUL],
      ['dateField', dateField(), `2026-01-01${NUL}`],
      ['isoDate', isoDate('日期'), `2026-01-01${NUL}`],
    ];
    for (const [name, schema, value] of helpers) {
      const result = schema.safeParse(value);
      expect(result.success, name).toBe(false);
    }
    expect(requiredText('必填').safeParse(NUL).error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(stringField().safeParse(NUL).error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });

  it('a text field takes only a string', () => {
    for (const wrong of [true, 1, {}, [], ['a']]) {
      expect(requiredText('必填').safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
      expect(optionalText(50).safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
    expect(requiredText('必填').parse(' 标题 ')).toBe('标题');
  });

  it('a flag takes only true/false and their form spellings', () => {
    for (const [v, out] of [
      [true, true],
      [false, false],
      ['true', true],
      ['false', false],
      ['1', true],
      ['0', false],
    ] as const)
      expect(flag.parse(v)).toBe(out);
    for (const wrong of [{}, [], 1, 0, 'yes', 'on', 'TRUE']) expect(flagField(false).safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    expect(flagField(true).parse('')).toBe(true);
    expect(flagField(false).parse(undefined)).toBe(false);
  });

  it('a number takes only a number or a numeric string', () => {
    const n = numberField('须为数字');
    expect(n.parse(3)).toBe(3);
    expect(n.parse(' 2.5 ')).toBe(2.5);
    for (const wrong of [true, false, null, [], [1], {}, 'abc', '1a', 'Infinity', Number.NaN]) expect(n.safeParse(wrong).success, String(wrong)).toBe(false);
    expect(idField().safeParse(true).success).toBe(false);
    expect(idField().parse('12')).toBe(12);
    expect(sortField.safeParse(true).success).toBe(false);
    expect(contracts.paginationQuery.safeParse({ pageSize: true }).success).toBe(false);
  });
});

/** Walks a schema down to the fields of its objects (intersections, pipes, optionals, defaults). */
function objectFields(schema: z.ZodType, out: Map<string, z.ZodType>, seen = new Set<z.ZodType>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  if (schema instanceof z.ZodObject) for (const [k, v] of Object.entries(schema.shape as Record<string, z.ZodType>)) out.set(k, v);
  else if (schema instanceof z.ZodIntersection) {
    objectFields(schema.def.left as z.ZodType, out, seen);
    objectFields(schema.def.right as z.ZodType, out, seen);
  } else if (schema instanceof z.ZodPipe) {
    objectFields(schema.def.in as z.ZodType, out, seen);
    objectFields(schema.def.out as z.ZodType, out, seen);
  } else if (schema instanceof z.ZodUnion) for (const o of schema.def.options as z.ZodType[]) objectFields(o, out, seen);
}

/** Whether a value holds a NUL anywhere. */
const holdsNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : Array.isArray(v)
      ? v.some(holdsNul)
      : v !== null && typeof v === 'object'
        ? Object.values(v).some(holdsNul)
        : false;

// Response shapes are written by the server, never parsed from input.
const NOT_YET_ON_THE_KIT = new Set<unknown>([...Object.values(responses), ...Object.values(indexResponses), contracts.basisQuoteAdminSchema]);

describe('every exported request schema', () => {
  it('lets no NUL through any field', () => {
    let checked = 0;
    const leaks: string[] = [];
    for (const [name, value] of Object.entries(contracts)) {
      if (!(value instanceof z.ZodType) || NOT_YET_ON_THE_KIT.has(value)) continue;
      const fields = new Map<string, z.ZodType>();
      objectFields(value, fields);
      for (const [field, schema] of fields) {
        for (const input of [NUL, `2026-01-01${NUL}`, `https://a.example/${NUL}`, [NUL], `a,${NUL}`]) {
          const result = schema.safeParse(input);
          if (result.success && holdsNul(result.data)) leaks.push(`${name}.${field} accepted ${JSON.stringify(input)}`);
        }
        checked += 1;
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});

describe('schema files', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  // Response shapes are written by the server, never parsed from input.
  const EXEMPT = new Set(['fields.ts', 'prices-responses.ts', 'index-production-responses.ts']);
  it('build strings, numbers and flags only through the kit (no z.string, z.coerce or ad-hoc boolean preprocess)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !EXEMPT.has(f));
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const text = readFileSync(`${dir}/${file}`, 'utf8');
      expect(text, file).not.toMatch(/z\s*\.\s*string\(|z\s*\.\s*coerce|=== 'true', z\.boolean/);
    }
  });
});
