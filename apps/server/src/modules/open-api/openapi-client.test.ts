import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

// Inside the server's node_modules: the program resolves openapi-fetch as a client's would.
const WORK = fileURLToPath(new URL('../../../node_modules/.cache/', import.meta.url));

let server: TestServer;
let document: OpenApiDocument;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  document = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as OpenApiDocument;
  mkdirSync(WORK, { recursive: true });
  dir = mkdtempSync(join(WORK, 'openapi-client-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

/** Compiles `files` (name → source) as a strict program; the diagnostics' texts. */
function compile(files: Record<string, string>): string[] {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(dir, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
      noUncheckedIndexedAccess: true,
    },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the served OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every operation with its own operationId and declares every path parameter', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const ids = ops.map(({ op }) => op.operationId);
    for (const { path, op } of ops) expect(op.operationId, path).toMatch(/^[a-z][A-Za-z0-9]{3,}$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of ops) {
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        expect(op.parameters, `${path} declares {${name}}`).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
    }
  });

  it('generates a typed client (openapi-typescript + openapi-fetch) that a strict program compiles against', async () => {
    const types = astToString(await openapiTS(document as never));
    const ids = operations().map(({ op }) => op.operationId!);
    const program = `
import createClient from 'openapi-fetch';
import type { operations, paths } from './api';

// Every operation by its name: a missing or renamed operationId does not compile.
export type Named = [${ids.map((id) => `operations['${id}']`).join(', ')}];

const client = createClient<paths>({ baseUrl: 'https://example.cn' });

export async function latestOf(key: string, code: string): Promise<number | null | undefined> {
  const { data, error } = await client.GET('/api/open/v1/latest', {
    params: { query: { codes: code } },
    headers: { Authorization: \`Bearer \${key}\` },
  });
  if (error) return undefined;
  const first = data?.data.list[0];
  return first?.value;
}

export async function upload(file: string): Promise<Blob | undefined> {
  const { data } = await client.GET('/uploads/{file}', { params: { path: { file } }, parseAs: 'blob' });
  return data;
}

export async function search(q: string): Promise<boolean | undefined> {
  const { data } = await client.GET('/api/search/query', { params: { query: { q } } });
  return data?.result;
}
`;
    expect(compile({ 'api.d.ts': types, 'client.ts': program })).toEqual([]);
  });

  it('describes calls that work as a client sends them: an upload path, slashes and all, as one {file}', async () => {
    const banners = (await (await fetch(`${server.url}/api/banner/getBanners`)).json()) as { data: Array<{ imagePath: string }> };
    const key = banners.data[0]!.imagePath.replace(/^\/?uploads\//, '');
    expect(key).toContain('/');
    // openapi-fetch writes a path parameter with encodeURIComponent, as every generated client does.
    const { default: createClient } = await import('openapi-fetch');
    const client = createClient<{ '/uploads/{file}': { get: { parameters: { path: { file: string } } } } }>({ baseUrl: server.url });
    const { response } = await client.GET('/uploads/{file}', { params: { path: { file: key } }, parseAs: 'blob' });
    expect(response.url).toContain('%2F');
    expect(response.status).toBe(200);
  });
});
