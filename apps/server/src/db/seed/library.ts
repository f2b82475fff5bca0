import { readFileSync } from 'node:fs';
import { asc, count, eq } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import { createFileStorage } from '../../modules/uploads/file-storage.ts';
import type { Database } from '../client.ts';
import { indexProducts, indexValues, libraryCategories, libraryTexts, libraryVideos, researchReports } from '../schema/index.ts';
import { extractPdfText } from '../../modules/uploads/pdf-text.ts';
import { makeBannerPng, makeCoverPng } from './demo-banner.ts';
import type { Rgb } from './demo-files.ts';
import { makePdf } from './demo-pdf.ts';
import { type DemoFile, demoKey, ensureDemoFiles } from './demo-storage.ts';
import { attachmentPdfPages, DEMO_TEXTS, DEMO_VIDEO, TEXT_CATEGORIES, textHtml } from './library-content.ts';
import { QUOTED_CODES } from './content-articles.ts';
import { type DemoReport, demoReports, type PortPrice, REPORT_CATEGORIES, reportPdfPages } from './library-reports.ts';

/** The one binary demo asset: a video cannot be made in code (see media/README.md). */
const DEMO_VIDEO_FILE = new URL('./media/trading-system-guide.mp4', import.meta.url);
const GOLD: Rgb = [214, 164, 40];

/**
 * The port price the weekly report quotes, read from the database the price seed filled (as
 * the weekly commentary reads it): the last value on or before a day.
 */
async function loadPortPrice(db: Database): Promise<PortPrice> {
  const rows = await db
    .select({ period: indexValues.period, value: indexValues.value })
    .from(indexValues)
    .innerJoin(indexProducts, eq(indexProducts.id, indexValues.productId))
    .where(eq(indexProducts.code, QUOTED_CODES.portCoal))
    .orderBy(asc(indexValues.period));
  return (day) => rows.findLast((r) => r.period <= day)?.value;
}

/** Contract PDFs of texts (public), report PDFs (private), report covers, the video and its cover (public). */
function libraryFiles(reports: DemoReport[]): DemoFile[] {
  const files: DemoFile[] = [];
  for (const t of DEMO_TEXTS)
    if (t.attachment) files.push({ area: 'public', key: demoKey(t.attachment.id, 'pdf'), make: () => makePdf(attachmentPdfPages(t)) });
  for (const r of reports) {
    files.push({ area: 'private', key: demoKey(r.id, 'pdf'), make: () => makePdf(reportPdfPages(r)) });
    files.push({
      area: 'public',
      key: demoKey(`${r.id}-cover`, 'png'),
      make: () => makeCoverPng([r.cover, GOLD], r.category, r.coverLines, `演示 · ${r.publishDate}`),
    });
  }
  files.push({ area: 'public', key: demoKey(DEMO_VIDEO.id, 'mp4'), make: () => readFileSync(DEMO_VIDEO_FILE) });
  files.push({
    area: 'public',
    key: demoKey(`${DEMO_VIDEO.id}-cover`, 'png'),
    make: () => makeBannerPng(960, 540, [[18, 52, 110], GOLD], DEMO_VIDEO.title, `${DEMO_VIDEO.category} · 演示视频 · ${DEMO_VIDEO.durationSeconds} 秒`),
  });
  return files;
}

/**
 * Demonstration texts, research reports (real small PDFs) and one video, once, on a database
 * with no library categories yet. Every title says 演示.
 */
export async function seedDemoLibrary(db: Database, config: Config): Promise<boolean> {
  const reports = demoReports(await loadPortPrice(db));
  const files = libraryFiles(reports);
  await ensureDemoFiles(createFileStorage(config), files);
  const [existing] = await db.select({ n: count() }).from(libraryCategories);
  if ((existing?.n ?? 0) > 0) return false;
  const sizeOf = (key: string) => files.find((f) => f.key === key)!.make().length;
  // The PDFs' text for the site search, read as an upload's would be (outside the transaction).
  const reportText = new Map<string, string>();
  for (const r of reports) reportText.set(r.id, await extractPdfText(files.find((f) => f.key === demoKey(r.id, 'pdf'))!.make()));

  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    const addCategories = async (domain: string, names: string[]) => {
      for (const [i, name] of names.entries()) {
        const [row] = await tx.insert(libraryCategories).values({ domain, name, sort: i }).returning({ id: libraryCategories.id });
        categoryIds.set(`${domain}:${name}`, row!.id);
      }
    };
    await addCategories('text', TEXT_CATEGORIES);
    await addCategories('report', REPORT_CATEGORIES);
    await addCategories('video', [DEMO_VIDEO.category]);

    const now = Date.now();
    for (const [i, t] of DEMO_TEXTS.entries()) {
      const attachments = t.attachment
        ? [{ filePath: demoKey(t.attachment.id, 'pdf'), name: t.attachment.name, size: sizeOf(demoKey(t.attachment.id, 'pdf')) }]
        : [];
      await tx.insert(libraryTexts).values({
        categoryId: categoryIds.get(`text:${t.category}`)!,
        title: t.title,
        summary: t.paragraphs[0]!.slice(0, 120),
        content: textHtml(t),
        attachments,
        status: t.status,
        publishedAt: t.status === 'published' ? new Date(now - i * 86_400_000) : null,
        createdBy: '系统演示数据',
        updatedBy: '系统演示数据',
      });
    }
    for (const r of reports) {
      const pdf = demoKey(r.id, 'pdf');
      await tx.insert(researchReports).values({
        categoryId: categoryIds.get(`report:${r.category}`)!,
        title: r.title,
        summary: r.summary,
        author: r.author,
        institution: r.institution,
        publishDate: r.publishDate,
        coverPath: demoKey(`${r.id}-cover`, 'png'),
        filePath: pdf,
        fileSize: sizeOf(pdf),
        pageCount: r.pages.length,
        bodyText: reportText.get(r.id) ?? '',
        access: r.access,
        status: 'published',
        createdBy: '系统演示数据',
        updatedBy: '系统演示数据',
      });
    }
    await tx.insert(libraryVideos).values({
      categoryId: categoryIds.get(`video:${DEMO_VIDEO.category}`)!,
      title: DEMO_VIDEO.title,
      summary: DEMO_VIDEO.summary,
      filePath: demoKey(DEMO_VIDEO.id, 'mp4'),
      coverPath: demoKey(`${DEMO_VIDEO.id}-cover`, 'png'),
      durationSeconds: DEMO_VIDEO.durationSeconds,
      status: 'published',
      createdBy: '系统演示数据',
      updatedBy: '系统演示数据',
    });
  });
  return true;
}
