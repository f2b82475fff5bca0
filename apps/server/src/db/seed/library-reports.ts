/**
 * The demo research reports: their list data and the pages of their PDFs, written like real
 * coal and coke market reports (abstract, sections, tables, figures). Every number is made up
 * and every page says so (演示数据).
 */
import { addDays } from '../../lib/dates.ts';
import type { Rgb } from './demo-files.ts';
import type { PdfBlock } from './demo-pdf.ts';

export const REPORT_CATEGORIES = ['市场周报', '月度分析', '专题研究'];

export interface DemoReport {
  id: string;
  category: string;
  title: string;
  summary: string;
  author: string;
  institution: string;
  publishDate: string;
  access: 'free' | 'members';
  /** The title as the cover sets it, one entry per line. */
  coverLines: string[];
  /** The body of each page; `reportPdfPages` adds the heading, abstract and page marks. */
  pages: PdfBlock[][];
  cover: Rgb;
}

/** The seeded port price (SC-QHD5500) on or before a day; undefined where the series does not reach. */
export type PortPrice = (day: string) => number | undefined;

const WEEKLY_THERMAL_DATE = '2026-01-09';

/**
 * What the weekly report quotes of the port price, from the seeded series as the weekly
 * commentary quotes it: that Friday's value, the week before's, and next week's range around
 * it in tens of yuan. Fixed figures where the series does not reach (a demo seeded earlier).
 */
export function weeklyPortQuote(portPrice: PortPrice) {
  const now = Math.round(portPrice(WEEKLY_THERMAL_DATE) ?? 792);
  const before = Math.round(portPrice(addDays(WEEKLY_THERMAL_DATE, -7)) ?? 786);
  return { now, before, change: now - before, low: Math.floor((now - 10) / 10) * 10, high: Math.ceil((now + 10) / 10) * 10 };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const DEMO_MARK = '演示数据 · 非真实市场研究 · 不构成投资建议';
const GREY: Rgb = [110, 110, 110];
const heading = (text: string): PdfBlock => ({ text, size: 13, bold: true, color: [23, 78, 140] });

/** The pages of a report's PDF: a running head and foot on each, title and abstract first. */
export function reportPdfPages(r: DemoReport): PdfBlock[][] {
  return r.pages.map((body, i) => [
    { text: `${r.institution}  |  ${r.category}  |  ${DEMO_MARK}`, size: 8, color: GREY },
    { rule: true },
    ...(i === 0
      ? [
          { text: r.title, size: 20, bold: true, align: 'center' as const },
          { text: `${r.author}  ·  ${r.institution}  ·  ${r.publishDate}`, size: 9.5, color: GREY, align: 'center' as const },
          heading('摘要'),
          r.summary.replace(/^演示数据：/, ''),
        ]
      : []),
    ...body,
    { footer: `${r.title}  ·  ${DEMO_MARK}  ·  第 ${i + 1} 页 / 共 ${r.pages.length} 页` },
  ]);
}

/** The demo reports; the weekly one quotes the seeded port price. */
export function demoReports(portPrice: PortPrice): DemoReport[] {
  const port = weeklyPortQuote(portPrice);
  // The week's move in words: a few yuan is a narrow range, more a trend.
  const trend = Math.abs(port.change) <= 10 ? '窄幅波动' : port.change > 0 ? '明显上行' : '明显回落';
  const moved = port.change === 0 ? '持平' : `${port.change > 0 ? '上涨' : '下跌'} ${Math.abs(port.change)} 元/吨`;
  // The other grades and ports of the table follow the quoted price (by heat value, or a port's spread).
  const priceRow = (name: string, follow: (v: number) => number) => {
    const [now, before] = [follow(port.now), follow(port.before)];
    return [name, String(now), String(before), signed(now - before)];
  };
  return [
    {
      id: 'report-weekly-thermal',
      category: '市场周报',
      title: '动力煤市场周报（演示）',
      coverLines: ['动力煤', '市场周报'],
      summary: `演示数据：本周港口动力煤价格${trend}，电厂日耗季节性回落，港口库存小幅累积。`,
      author: '演示研究员',
      institution: '煤焦交易中心研究部（演示）',
      publishDate: WEEKLY_THERMAL_DATE,
      access: 'free',
      pages: [
        [
          heading('一、价格回顾'),
          `本周北方港口动力煤现货价格先抑后扬，整体${trend}。周初寒潮预期落空，下游询货偏少，贸易商报价小幅松动；周中以后大型电力集团招标量回升，高卡低硫煤源偏紧，报价企稳回升。截至周五，秦皇岛港 5500 大卡动力煤平仓价较上周${moved}。`,
          {
            table: [
              ['品种（平仓价）', '本周', '上周', '涨跌'],
              priceRow('秦皇岛港 5500 大卡', (v) => v),
              priceRow('秦皇岛港 5000 大卡', (v) => Math.round((v * 5000) / 5500)),
              priceRow('秦皇岛港 4500 大卡', (v) => Math.round((v * 4500) / 5500)),
              priceRow('黄骅港 5500 大卡', (v) => v - 3),
            ],
          },
          { text: '单位：元/吨。数据来源：演示数据。', size: 8.5, color: GREY },
          heading('二、供需与库存'),
          '供应方面，主产区煤矿生产总体平稳，部分煤矿完成年度任务后减产检修，坑口价格小幅回调。需求方面，沿海电厂日耗随气温回升季节性回落，电厂库存可用天数维持在 20 天以上，采购以长协兑现为主。',
          {
            bars: {
              caption: '图1：北方港口煤炭库存（演示数据）',
              unit: '万吨',
              items: [
                ['12/12', 2620],
                ['12/19', 2655],
                ['12/26', 2690],
                ['01/02', 2710],
                ['01/09', 2742],
              ],
            },
          },
        ],
        [
          heading('三、后市展望'),
          `春节前电厂补库需求有限，港口库存仍处同期高位，预计下周港口动力煤价格以窄幅震荡为主，波动区间 ${port.low}—${port.high} 元/吨。需关注寒潮天气对日耗的拉动以及进口煤到港节奏。`,
          heading('四、风险提示'),
          '极端天气导致需求超预期；主产区安全检查趋严导致供应收缩；进口政策调整。',
          { text: '本报告为演示数据，仅用于展示系统功能，不构成任何投资建议。', size: 9, color: GREY },
        ],
      ],
      cover: [23, 78, 140],
    },
    {
      id: 'report-monthly-coking',
      category: '月度分析',
      title: '炼焦煤月度供需分析（演示）',
      coverLines: ['炼焦煤月度', '供需分析'],
      summary: '演示数据：主产区供应稳定，下游焦化开工率回升，进口蒙煤通关量增加。会员专享。',
      author: '演示分析师',
      institution: '煤焦交易中心研究部（演示）',
      publishDate: '2025-12-31',
      access: 'members',
      pages: [
        [
          heading('一、供应：主产区生产稳定'),
          '12 月山西、陕西、内蒙古主要炼焦煤矿生产正常，个别矿井因工作面搬家短暂减产。主焦煤与肥煤资源偏紧，1/3 焦煤、气煤供应相对宽松，不同煤种之间价差有所扩大。',
          {
            table: [
              ['地区', '原煤产量（万吨）', '环比', '同比'],
              ['山西', '4120', '+1.8%', '+2.5%'],
              ['陕西', '1560', '+0.9%', '+3.1%'],
              ['内蒙古', '1280', '-0.6%', '+1.2%'],
            ],
          },
          { text: '数据来源：演示数据。', size: 8.5, color: GREY },
        ],
        [
          heading('二、需求：焦化开工率回升'),
          '焦炭提涨落地后焦化利润修复，独立焦化企业开工率环比回升，钢厂焦化厂维持高负荷生产。钢厂冬储逐步启动，对主焦煤的采购意愿增强。',
          {
            bars: {
              caption: '图2：独立焦化企业开工率（%，演示数据）',
              unit: '%',
              items: [
                ['8月', 71.2],
                ['9月', 72.5],
                ['10月', 70.8],
                ['11月', 73.6],
                ['12月', 75.1],
              ],
            },
          },
        ],
        [
          heading('三、进口：蒙煤通关量增加'),
          '甘其毛都、策克口岸通关车辆数维持高位，12 月蒙古炼焦煤进口量环比增加约一成。海运进口煤方面，澳煤到港量平稳，价格优势不明显。',
          {
            bars: {
              caption: '图3：甘其毛都口岸日均通关车数（车，演示数据）',
              unit: '车',
              items: [
                ['9月', 1020],
                ['10月', 1085],
                ['11月', 1130],
                ['12月', 1210],
              ],
            },
          },
          heading('四、结论'),
          '预计 1 月炼焦煤供需基本平衡，主焦煤价格偏强运行，配焦煤价格以稳为主。',
        ],
      ],
      cover: [120, 60, 30],
    },
    {
      id: 'report-special-coke-chain',
      category: '专题研究',
      title: '焦炭产业链利润分配专题研究（演示）',
      coverLines: ['焦炭产业链', '利润分配', '专题研究'],
      summary: '演示数据：从煤矿、焦化到钢厂的利润传导与分配格局分析。会员专享。',
      author: '演示课题组',
      institution: '煤焦交易中心研究部（演示）',
      publishDate: '2025-11-20',
      access: 'members',
      pages: [
        [
          heading('一、研究框架'),
          '本文以“炼焦煤—焦炭—生铁”为主线，按吨产品测算煤矿、独立焦化企业与钢厂三个环节的毛利，观察价格在产业链上下游之间的传导速度与利润分配格局。',
          heading('二、各环节吨利润测算'),
          {
            table: [
              ['环节', '产品', '吨毛利（元）', '较上季度'],
              ['煤矿', '主焦煤', '420', '-35'],
              ['独立焦化', '准一级焦', '35', '+28'],
              ['钢厂', '螺纹钢', '-60', '+15'],
            ],
          },
          {
            bars: {
              caption: '图1：独立焦化企业吨焦利润（元/吨，演示数据）',
              unit: '元/吨',
              items: [
                ['6月', -42],
                ['7月', -15],
                ['8月', 12],
                ['9月', 26],
                ['10月', 35],
              ],
            },
          },
          heading('三、结论'),
          '利润向上游集中的格局有所缓和，焦化环节议价能力随产能退出逐步增强。',
        ],
      ],
      cover: [60, 60, 60],
    },
    {
      id: 'report-weekly-port',
      category: '市场周报',
      title: '港口库存与海运费观察（演示）',
      coverLines: ['港口库存与', '海运费观察'],
      summary: '演示数据：北方港口库存与沿海运价周度观察。',
      author: '演示研究员',
      institution: '煤焦交易中心研究部（演示）',
      publishDate: '2026-01-02',
      access: 'free',
      pages: [
        [
          heading('一、港口库存'),
          '本周北方主要港口调入量高于调出量，库存小幅累积；南方港口库存持平。',
          {
            table: [
              ['港口', '库存（万吨）', '周环比（万吨）'],
              ['秦皇岛港', '612', '+18'],
              ['曹妃甸港区', '585', '+12'],
              ['京唐港区', '498', '-6'],
              ['黄骅港', '203', '+4'],
            ],
          },
          heading('二、沿海运价'),
          '下游采购节奏放缓，沿海散货船运价连续两周回落。',
          {
            bars: {
              caption: '图1：秦皇岛—广州（5—6 万吨船）运价（元/吨，演示数据）',
              unit: '元/吨',
              items: [
                ['12/05', 41.2],
                ['12/12', 43.5],
                ['12/19', 44.1],
                ['12/26', 42.3],
                ['01/02', 40.6],
              ],
            },
          },
        ],
      ],
      cover: [30, 110, 90],
    },
  ];
}
