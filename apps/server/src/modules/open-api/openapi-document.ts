/**
 * The OpenAPI 3.1 document of every public and open call (the catalogue in
 * `openapi-operations.ts`), generated from the same zod schemas the server validates with
 * (z.toJSONSchema).
 */
import { OPEN_API_MESSAGES, PRICE_MESSAGES } from '@coal/contracts';
import { z } from 'zod';
import type { RouteAuth } from '../../plugins/session.ts';
import { OPEN_V1, OPERATIONS, type Operation } from './openapi-operations.ts';

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return rest;
}

/** Query parameters from a request schema (objects, or intersections of them). */
function parameters(query: z.ZodType): Json[] {
  const schema = jsonSchema(query, 'input');
  const parts = (schema.allOf as Json[] | undefined) ?? [schema];
  return parts.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries((part.properties as Record<string, Json> | undefined) ?? {}).map(([name, { description, ...rest }]) => ({
      name,
      in: 'query',
      required: required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    }));
  });
}

/** The path's `{name}` parameters: each one segment of the address, required. */
const pathParameters = (op: Operation): Json[] =>
  [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    ...(op.pathParams?.[name!] ? { description: op.pathParams[name!] } : {}),
    schema: { type: 'string' },
  }));

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'result', 'message', 'data'],
  properties: { code: { type: 'integer', description: '0 成功' }, result: { type: 'boolean' }, message: { type: 'string' }, data },
});

const refusal = (description: string): Json => ({ description, content: { 'application/json': { schema: envelope({}) } } });

function securityOf(op: Operation): Json[] {
  if (op.security === 'apiKey') return [{ apiKey: [] }];
  if (op.security === 'member') return [{ userToken: [] }];
  return [];
}

function responsesOf(op: Operation, content: Json): Json {
  const responses: Json = {
    '200': { description: '成功，或业务拒绝（result false，见 message）', content },
    '400': refusal('参数有误（中文 message）'),
  };
  if (op.data) responses['404'] = refusal('指数或系列不存在');
  if (op.security === 'apiKey') {
    responses['401'] = refusal(`${OPEN_API_MESSAGES.keyMissing}；或 ${OPEN_API_MESSAGES.keyInvalid}`);
    responses['429'] = {
      ...refusal(`${OPEN_API_MESSAGES.rateLimited}（每个密钥每分钟限额）`),
      headers: { 'Retry-After': { description: '多少秒后可再次请求', schema: { type: 'integer' } } },
    };
  }
  return responses;
}

/** The document, listing the calls of `catalog` (the routes this server registered) that it describes. */
export function buildOpenApiDocument(catalog: RouteAuth[]): Json {
  const registered = new Set(catalog.filter((r) => r.method === 'GET').map((r) => r.url));
  const components: Record<string, Json> = {};
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    if (!registered.has(op.route ?? op.path)) continue;
    let content: Json;
    if (op.file) content = { [op.file.type]: { schema: { type: 'string', description: op.file.description } } };
    else {
      const [name, schema] = op.data!;
      components[name] ??= jsonSchema(schema, 'output');
      content = { 'application/json': { schema: envelope({ $ref: `#/components/schemas/${name}` }) } };
    }
    paths[op.path] = {
      get: {
        operationId: op.operationId,
        tags: [op.tag],
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        parameters: [...pathParameters(op), ...(op.query ? parameters(op.query) : [])],
        security: securityOf(op),
        responses: responsesOf(op, content),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '煤焦交易中心公开数据接口',
      version: '1.0.0',
      description: [
        '门户的公开调用（价格指数、行情图表、期现基差、每日竞价、搜索等）与开放数据接口 v1。',
        'JSON 回答均为信封 { code, result, message, data }：code 0 成功；业务拒绝为 HTTP 200、result false，错误码见 packages/contracts/src/error-codes.ts。',
        `开放数据 v1 使用个人 API 密钥（Authorization: Bearer），每个密钥按分钟限流（超出时 HTTP 429 并带 Retry-After）；缺少、无效或已撤销的密钥为 HTTP 401。`,
        '开放数据 v1 允许其他网站的网页跨域调用（CORS：任意来源、GET、Authorization 请求头、不带 Cookie）。写在公开网页里的密钥对每位访问者可见，且与他们共用每分钟限额：请为该网页单独创建密钥，泄露或停用时在个人中心撤销；更稳妥的做法是由合作方自己的服务器调用。',
        `演示库中的数据为合成序列（demo: true），${PRICE_MESSAGES.demoNote}。`,
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: ['价格指数', '行情图表', '期现基差', '每日竞价', '数据路径', OPEN_V1, '站内搜索', '研究报告', '会话', '外部系统', '站点'].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        userToken: { type: 'apiKey', in: 'header', name: 'e-user-token', description: '会员登录后的会话令牌' },
        apiKey: { type: 'http', scheme: 'bearer', description: '个人中心创建的 API 密钥（coalk_ 开头）' },
      },
    },
  };
}
