import { describe, expect, it } from 'vitest';
import { BIDDING_STATUSES } from './prices.ts';
import {
  basisSaveBody,
  beijingDateTime,
  BIDDING_TRANSITIONS,
  biddingActionName,
  biddingSaveBody,
  biddingStatusBody,
  dominantContract,
} from './market-admin.ts';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('dominantContract (the next 01/05/09 month more than 45 days away)', () => {
  it.each([
    ['J', '2026-01-10', 'J2605'],
    ['J', '2026-03-16', 'J2605'],
    ['J', '2026-03-17', 'J2609'],
    ['JM', '2026-11-18', 'JM2705'],
    ['JM', '2026-11-16', 'JM2701'],
  ] as const)('%s on %s is %s', (variety, date, contract) => {
    expect(dominantContract(variety, date)).toBe(contract);
  });
});

describe('beijingDateTime', () => {
  const t = beijingDateTime('开始时间');
  it('reads Beijing wall-clock time and ISO with a zone', () => {
    expect(t.parse('2026-11-20 10:00')).toBe('2026-11-20T02:00:00.000Z');
    expect(t.parse('2026-11-20T10:00:30')).toBe('2026-11-20T02:00:30.000Z');
    expect(t.parse('2026-11-20T02:00:00.000Z')).toBe('2026-11-20T02:00:00.000Z');
    expect(t.parse('2026-11-20T10:00+0800')).toBe('2026-11-20T02:00:00.000Z');
  });
  it.each([
    ['2026-02-30 10:00', '开始时间不是有效时间'],
    ['2026-11-20 10:60', '开始时间不是有效时间'],
    ['2026/11/20 10:00', '开始时间格式应为YYYY-MM-DD HH:mm'],
    ['2100-01-01 10:00', '开始时间超出范围'],
  ])('refuses %s', (value, message) => {
    expect(firstMessage(t.safeParse(value))).toBe(message);
  });
});

describe('basis and bidding bodies', () => {
  it('drops a basis sent by the client and checks the contract against the variety', () => {
    const body = basisSaveBody.parse({
      tradeDate: '2026-11-20',
      variety: 'JM',
      contract: ' jm2701 ',
      spotName: '现货',
      spotPrice: '1500.456',
      futuresPrice: '1400',
      basis: '1',
    });
    expect(body).toEqual({ tradeDate: '2026-11-20', variety: 'JM', contract: 'JM2701', spotName: '现货', spotPrice: 1500.46, futuresPrice: 1400 });
    expect(firstMessage(basisSaveBody.safeParse({ ...body, contract: 'J2701' }))).toBe('合约代码与品种不一致');
    expect(basisSaveBody.parse({ ...body, contract: '' }).contract).toBeUndefined();
  });

  it('wants the end after the start, and a clearing price and quantity only when cleared', () => {
    const lot = { productName: 'a', category: 'b', specification: 'c', origin: 'd', deliveryTerms: 'e', quantity: 1, startingPrice: 1 };
    expect(firstMessage(biddingSaveBody.safeParse({ ...lot, startAt: '2026-11-20 10:30', endAt: '2026-11-20 10:00' }))).toBe('结束时间必须晚于开始时间');
    expect(biddingSaveBody.parse({ ...lot, startAt: '2026-11-20 10:00', endAt: '2026-11-20 10:30', sessionNo: '' }).sessionNo).toBeUndefined();
    expect(firstMessage(biddingStatusBody.safeParse({ id: 1, status: 'cleared', tradedQuantity: 1 }))).toBe('成交时请填写成交价');
    expect(firstMessage(biddingStatusBody.safeParse({ id: 1, status: 'cancelled', clearingPrice: 1 }))).toBe('只有成交时才能填写成交价和成交量');
    expect(biddingStatusBody.parse({ id: '3', status: 'unsold', clearingPrice: '', tradedQuantity: '' })).toEqual({ id: 3, status: 'unsold' });
  });

  it('names every move the transition table offers', () => {
    for (const from of BIDDING_STATUSES) for (const to of BIDDING_TRANSITIONS[from]) expect(biddingActionName(from, to)).toMatch(/[\u4e00-\u9fa5]/);
    expect(biddingActionName('cleared', 'closed')).toBe('撤销竞价结果');
  });
});
