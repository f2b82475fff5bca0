import { count } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import { createFileStorage } from '../../modules/uploads/storage.ts';
import type { Database } from '../client.ts';
import { libraryCategories, libraryTexts, libraryVideos, researchReports } from '../schema/index.ts';
import { extractPdfText } from '../../modules/uploads/pdf-text.ts';
import { makePdf, makePng } from './demo-files.ts';
import { type DemoFile, demoKey, ensureDemoFiles } from './demo-storage.ts';
import { DEMO_REPORTS, DEMO_TEXTS, DEMO_VIDEO, REPORT_CATEGORIES, TEXT_CATEGORIES, textHtml } from './library-content.ts';

const attachmentPdf = (name: string) =>
  makePdf([
    ['Demonstration document - synthetic data', '', name.replace(/[^\x20-\x7e]/g, '').trim() || 'Contract template (demo)', '', 'Not a real contract.'],
  ]);

/** Contract PDFs of texts (public), report PDFs (private) and report covers (public). */
function libraryFiles(): DemoFile[] {
  const files: DemoFile[] = [];
  for (const t of DEMO_TEXTS)
    if (t.attachment) files.push({ area: 'public', key: demoKey(t.attachment.id, 'pdf'), make: () => attachmentPdf(t.attachment!.id) });
  for (const r of DEMO_REPORTS) {
    files.push({ area: 'private', key: demoKey(r.id, 'pdf'), make: () => makePdf(r.pages) });
    files.push({ area: 'public', key: demoKey(`${r.id}-cover`, 'png'), make: () => makePng(480, 270, r.cover, [230, 230, 230]) });
  }
  return files;
}

/**
 * Demonstration texts, research reports (real small PDFs) and one video, once, on a database
 * with no library categories yet. Every title says 演示.
 */
export async function seedDemoLibrary(db: Database, config: Config): Promise<boolean> {
  const files = libraryFiles();
  await ensureDemoFiles(createFileStorage(config), files);
  const [existing] = await db.select({ n: count() }).from(libraryCategories);
  if ((existing?.n ?? 0) > 0) return false;
  const sizeOf = (key: string) => files.find((f) => f.key === key)!.make().length;
  // The PDFs' text for the site search, read as an upload's would be (outside the transaction).
  const reportText = new Map<string, string>();
  for (const r of DEMO_REPORTS) reportText.set(r.id, await extractPdfText(files.find((f) => f.key === demoKey(r.id, 'pdf'))!.make()));

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
    for (const r of DEMO_REPORTS) {
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
      externalUrl: DEMO_VIDEO.externalUrl,
      durationSeconds: DEMO_VIDEO.durationSeconds,
      status: 'published',
      createdBy: '系统演示数据',
      updatedBy: '系统演示数据',
    });
  });
  return true;
}
