import { ERRORS, PERMISSIONS, sensitiveWordAddBody, sensitiveWordDeleteBody, sensitiveWordImportForm, sensitiveWordListQuery } from '@coal/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ok, fail } from '../../lib/envelope.ts';
import { AppError, badRequest, refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { staffActor } from '../../lib/actors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { readForm } from '../uploads/index.ts';
import { rejectNulBytes } from '../../lib/reject-nul.ts';
import { pageOf } from '../../lib/paging.ts';
import { presentSensitiveWord } from './sensitive-words.presenter.ts';
import { listCategories, listWords } from './sensitive-words.repository.ts';
import { addWord, deleteWords, importWords } from './sensitive-words.service.ts';
import { decodeWordFile } from './word-import.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';
/** Word files are small text; anything larger is not a word list. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

async function readTextFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_FILE_BYTES) chunks.push(chunk);
  }
  // Too large is an HTTP 413 like every upload's, not an envelope on a 200.
  if (size > MAX_FILE_BYTES || part.file.truncated) throw new AppError('词库文件不能超过5MB', 413, 413);
  return Buffer.concat(chunks);
}

/** SensitiveWordsManager: list, search, add, delete, import (permission sensitive:manage). */
export async function sensitiveWordRoutes(app: FastifyInstance): Promise<void> {
  rejectNulBytes(app);
  app.get('/api/admin/sensitive-words/list', staffRoute(PERMISSIONS.sensitiveWords), async (request) => {
    const query = parse(sensitiveWordListQuery, request.query);
    const { rows, total } = await listWords(app.db, query, query);
    return ok(pageOf(rows.map(presentSensitiveWord), total, query));
  });

  app.get('/api/admin/sensitive-words/categories', staffRoute(PERMISSIONS.sensitiveWords), async () => ok(await listCategories(app.db)));

  app.post('/api/admin/sensitive-words/add', staffRoute(PERMISSIONS.sensitiveWords, '新增敏感词'), async (request) => {
    const body = parse(sensitiveWordAddBody, request.body);
    request.auditTarget = body.word;
    const actor = staffActor(request);
    try {
      return ok(presentSensitiveWord(await addWord(app.db, app.screening, body, actor.name)), '添加成功');
    } catch (error) {
      if (isUniqueViolation(error)) throw refusedWith(ERRORS.wordExists);
      throw error;
    }
  });

  app.post('/api/admin/sensitive-words/delete', staffRoute(PERMISSIONS.sensitiveWords, '删除敏感词'), async (request) => {
    const { ids } = parse(sensitiveWordDeleteBody, request.body);
    const deleted = await deleteWords(app.db, app.screening, ids);
    request.auditTarget = deleted.join('、').slice(0, 200);
    return ok({ deletedCount: deleted.length }, '删除成功');
  });

  app.post('/api/admin/sensitive-words/import', staffRoute(PERMISSIONS.sensitiveWords, '导入敏感词'), async (request) => {
    const { fields, file } = await readForm(request, { fileFields: ['file'], onFile: readTextFile });
    const options = parse(sensitiveWordImportForm, fields);
    if (!file) throw badRequest('请选择要导入的词库文件');
    const text = decodeWordFile(file);
    if (text === null) throw badRequest('词库文件须为UTF-8或GBK编码的文本（每行一个敏感词）或CSV文件');
    const actor = staffActor(request);
    let report;
    try {
      report = await importWords(app.db, app.screening, text, options, actor.name);
    } catch (error) {
      if (isUniqueViolation(error)) throw refusedWith(ERRORS.importConflict);
      throw error;
    }
    request.auditTarget = `新增${report.addedCount}个，重复${report.duplicates.length}个，错误${report.badLines.length}行`;
    if (!report.imported) return fail(ERRORS.importBadLines.code, `有${report.badLines.length}行格式有误，未导入任何敏感词`, report);
    return ok(
      report,
      `导入成功：新增${report.addedCount}个，跳过重复${report.duplicates.length}个${report.badLines.length ? `，忽略错误${report.badLines.length}行` : ''}`,
    );
  });
}
