import {
  BASIS_VARIETY_NAMES,
  type BasisQuote,
  type BasisQuoteAdmin,
  BIDDING_STATUS_NAMES,
  type BiddingStatus,
  type ChartProductOption,
  type DayBiddingSession,
  type IndexSeries,
  type MarketChart,
  type MarketTrendChart,
} from '@coal/contracts';
import type { ProductRow } from '../prices/catalog.repository.ts';
import type { BasisRow } from './basis.repository.ts';
import type { BiddingRow } from './day-bidding.repository.ts';
import type { ChartRow, ChartSeriesRow } from './market-chart.repository.ts';

export function presentTrendChart(chart: ChartRow, range: { from: string; to: string }, series: IndexSeries[]): MarketTrendChart {
  return {
    id: chart.id,
    title: chart.title,
    subtitle: chart.subtitle,
    chartType: chart.chartType,
    placements: chart.placements,
    rangePreset: chart.rangePreset,
    sortOrder: chart.sortOrder,
    ...range,
    series,
  };
}

/** The back office's view of a chart (MarketChartManagement / MarketChartDetail). */
export function presentChart(chart: ChartRow, series: ChartSeriesRow[]): MarketChart {
  return {
    id: chart.id,
    title: chart.title,
    subtitle: chart.subtitle,
    chartType: chart.chartType,
    placements: chart.placements,
    rangePreset: chart.rangePreset,
    sortOrder: chart.sortOrder,
    active: chart.active,
    remark: chart.remark,
    series: series.filter((s) => s.chartId === chart.id).map((s) => ({ code: s.code, name: s.name, unit: s.unit })),
    createdAt: chart.createdAt.toISOString(),
    updatedAt: chart.updatedAt.toISOString(),
  };
}

export function presentChartOption(p: ProductRow): ChartProductOption {
  return {
    code: p.code,
    name: p.name,
    familyCode: p.familyCode,
    familyName: p.familyName,
    unit: p.unit,
    frequency: p.frequency,
    active: p.active,
  };
}

export function presentBasis(row: BasisRow): BasisQuote {
  const basis = Math.round((row.spotPrice - row.futuresPrice) * 100) / 100;
  return {
    tradeDate: row.tradeDate,
    variety: row.variety,
    varietyName: BASIS_VARIETY_NAMES[row.variety],
    contract: row.contract,
    spotName: row.spotName,
    spotPrice: row.spotPrice,
    futuresPrice: row.futuresPrice,
    basis,
    basisRate: Math.round((basis / row.futuresPrice) * 10_000) / 100,
  };
}

/** The back office's view of a quote: the public one and whether it is demo data. */
export function presentBasisAdmin(row: BasisRow): BasisQuoteAdmin {
  return { ...presentBasis(row), demo: row.demo };
}

/** A session's status follows from the clock, its result and whether it was cancelled. */
export function biddingStatus(row: BiddingRow, now: Date): BiddingStatus {
  if (row.cancelled) return 'cancelled';
  if (now < row.startAt) return 'upcoming';
  if (now < row.endAt) return 'bidding';
  if (row.clearingPrice !== null) return 'cleared';
  return row.unsold ? 'unsold' : 'closed';
}

export function presentBidding(row: BiddingRow, now: Date): DayBiddingSession {
  const status = biddingStatus(row, now);
  return {
    id: row.id,
    sessionNo: row.sessionNo,
    productName: row.productName,
    category: row.category,
    specification: row.specification,
    origin: row.origin,
    deliveryTerms: row.deliveryTerms,
    quantity: row.quantity,
    startingPrice: row.startingPrice,
    clearingPrice: row.clearingPrice,
    tradedQuantity: row.tradedQuantity,
    sessionDate: new Date(row.startAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status,
    statusName: BIDDING_STATUS_NAMES[status],
    demo: row.demo,
  };
}
