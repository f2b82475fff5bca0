/**
 * The OpenAPI 3.1 document of the public price data calls, generated from the same zod
 * schemas the server validates with and the web's types come from (z.toJSONSchema).
 */
import {
  basisTrendQuery,
  basisTrendSchema,
  calendarDaySchema,
  dayBiddingPageSchema,
  dayBiddingQuery,
  familyLatestSchema,
  indexExportQuery,
  indexFamilySchema,
  indexProductQuery,
  indexProductSchema,
  indexSeriesQuery,
  latestValuesQuery,
  latestValuesSchema,
  lineQuery,
  marketTrendDateQuery,
  marketTrendDatesSchema,
  marketTrendListQuery,
  marketTrendPageSchema,
  noticeListQuery,
  noticePageSchema,
  PRICE_MESSAGES,
  releaseCalendarQuery,
  releaseDatesSchema,
  seriesResultSchema,
} from '@coal/contracts';
import { z } from 'zod';

type Json = Record<string, unknown>;

interface Operation {
  path: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodType;
  /** The envelope's `data`, named in components; absent for CSV. */
  data?: [string, z.ZodType];
  csv?: boolean;
  member?: boolean;
}

const OPERATIONS: Operation[] = [
  {
    path: '/api/priceIndex/families',
    tag: '价格指数',
    summary: '指数系列及其指数',
    description: '按排序：前三个系列即 PriceFirst/Second/Third 页面。',
    data: ['IndexFamilyList', z.array(indexFamilySchema)],
  },
  { path: '/api/priceIndex/product', tag: '价格指数', summary: '指数详情与编制方法', query: indexProductQuery, data: ['IndexProduct', indexProductSchema] },
  {
    path: '/api/priceIndex/latest',
    tag: '价格指数',
    summary: '最新值及涨跌（环比、周、月、年同比）',
    query: latestValuesQuery,
    data: ['LatestValues', latestValuesSchema],
  },
  {
    path: '/api/priceIndex/series',
    tag: '价格指数',
    summary: '指数序列（按日期区间，可多指数对比）',
    description: '默认区间：最新数据日往前一年。',
    query: indexSeriesQuery,
    data: ['SeriesResult', seriesResultSchema],
  },
  { path: '/api/priceIndex/export', tag: '价格指数', summary: '导出 CSV（UTF-8 带 BOM）', query: indexExportQuery, csv: true },
  {
    path: '/api/priceIndex/notices',
    tag: '价格指数',
    summary: '价格公告（更正、延迟、停发、方法调整、市场评述）',
    query: noticeListQuery,
    data: ['NoticePage', noticePageSchema],
  },
  {
    path: '/api/priceIndex/calendar',
    tag: '价格指数',
    summary: '发布日历（默认未来14天）',
    query: releaseCalendarQuery,
    data: ['ReleaseCalendar', z.array(calendarDaySchema)],
  },
  {
    path: '/api/marketTrend/findMarketTrendInfoList',
    tag: '行情图表',
    summary: '某展示位置的行情图表及数据',
    query: marketTrendListQuery,
    data: ['MarketTrendPage', marketTrendPageSchema],
  },
  {
    path: '/api/marketTrend/findMarketTrendDate',
    tag: '行情图表',
    summary: '有数据的发布日期',
    query: marketTrendDateQuery,
    data: ['MarketTrendDates', marketTrendDatesSchema],
  },
  {
    path: '/api/basisTrend/getLists',
    tag: '期现基差',
    summary: '现货 vs 期货主力合约（J 焦炭、JM 焦煤）及基差',
    description: '默认区间：最新交易日往前三个月。',
    query: basisTrendQuery,
    data: ['BasisTrend', basisTrendSchema],
  },
  {
    path: '/api/dayBidding/getLists',
    tag: '每日竞价',
    summary: '每日竞价场次（仅开通“每日竞价”的会员）',
    description: `游客：result false，code 401（${PRICE_MESSAGES.dayBiddingLogin}）；未开通的会员：code 403（${PRICE_MESSAGES.dayBiddingForbidden}）。`,
    query: dayBiddingQuery,
    data: ['DayBiddingPage', dayBiddingPageSchema],
    member: true,
  },
  { path: '/line', tag: '数据路径', summary: '主指数走势线（默认第一系列首个指数、一年）', query: lineQuery, data: ['SeriesResult', seriesResultSchema] },
  { path: '/list01', tag: '数据路径', summary: '第一系列最新值', data: ['FamilyLatest', familyLatestSchema] },
  { path: '/list02', tag: '数据路径', summary: '第二系列最新值', data: ['FamilyLatest', familyLatestSchema] },
  { path: '/comment', tag: '数据路径', summary: '最新市场评述与价格公告', query: noticeListQuery, data: ['NoticePage', noticePageSchema] },
  { path: '/date', tag: '数据路径', summary: '最新发布日期（总体与各系列）与未来14天发布日历', data: ['ReleaseDates', releaseDatesSchema] },
];

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

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'result', 'message', 'data'],
  properties: { code: { type: 'integer', description: '0 成功' }, result: { type: 'boolean' }, message: { type: 'string' }, data },
});

export function buildOpenApiDocument(): Json {
  const components: Record<string, Json> = {};
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    let content: Json;
    if (op.csv) content = { 'text/csv': { schema: { type: 'string', description: `列：指数代码,日期,数值,指数名称,单位,涨跌,涨跌幅(%),备注` } } };
    else {
      const [name, schema] = op.data!;
      components[name] ??= jsonSchema(schema, 'output');
      content = { 'application/json': { schema: envelope({ $ref: `#/components/schemas/${name}` }) } };
    }
    paths[op.path] = {
      get: {
        tags: [op.tag],
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        parameters: op.query ? parameters(op.query) : [],
        ...(op.member ? { security: [{ userToken: [] }] } : { security: [] }),
        responses: {
          '200': { description: '成功，或业务拒绝（result false，见 message）', content },
          '400': { description: '参数有误（中文 message）', content: { 'application/json': { schema: envelope({}) } } },
          '404': { description: '指数或系列不存在', content: { 'application/json': { schema: envelope({}) } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '煤焦价格指数公开数据接口',
      version: '1.0.0',
      description: `价格指数、行情图表、期现基差与每日竞价的公开数据调用。JSON 回答均为信封 { code, result, message, data }。演示库中的数据为合成序列（demo: true），${PRICE_MESSAGES.demoNote}。`,
    },
    servers: [{ url: '/' }],
    tags: ['价格指数', '行情图表', '期现基差', '每日竞价', '数据路径'].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { userToken: { type: 'apiKey', in: 'header', name: 'e-user-token', description: '会员登录后的会话令牌' } },
    },
  };
}
