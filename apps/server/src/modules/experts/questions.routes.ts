import {
  answerIdQuery,
  answersQuery,
  myQuestionsQuery,
  questionIdQuery,
  questionListQuery,
  saveAnswerBody,
  saveQuestionBody,
  topQuestionsQuery,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { thumbedIds } from '../relations/relations.repository.ts';
import { memberActor, viewerId } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { presentAnswer, presentQuestion } from './questions.presenter.ts';
import { countQuestions, findQuestion, incrementQuestionViews, listAnswers, listQuestions } from './questions.repository.ts';
import { checkQuestion, deleteOwnAnswer, deleteOwnQuestion, saveAnswer, saveQuestion } from './questions.service.ts';

const member = { config: { auth: 'member' as const, cache: 'personal' as const } };
/** A member's GET that changes something (spec §7 names them GET): never kept. */
const memberWrite = { config: { auth: 'member' as const, cache: 'none' as const } };

/** The question hall (spec §7 "Questions"). */
export async function questionRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;

  // The published questions are the same for every visitor: cached bytes, refreshed by any content write.
  app.get('/api/questionAnswer/findQuestionList', publicRead, async (request, reply) => {
    const q = parseQuery(questionListQuery, request);
    return cachedAnswer(reply, app.contentCache, 'questions', q, async () => {
      const filter = {
        statuses: ['published' as const],
        keyword: q.keyword,
        expertTypeId: q.expertTypeId,
        expertId: q.expertId,
        answered: q.answered === undefined ? undefined : q.answered === '1',
      };
      const { rows, total } = await listQuestions(app.db, filter, 'latest', q);
      return pageOf(rows.map(presentQuestion), total, q);
    });
  });

  app.get('/api/questionAnswer/findTopQuestions', publicRead, async (request, reply) => {
    const { size } = parseQuery(topQuestionsQuery, request);
    return cachedAnswer(reply, app.contentCache, 'top-questions', { size }, async () => {
      const { rows } = await listQuestions(app.db, { statuses: ['published'] }, 'top', { currentPage: 1, pageSize: size });
      return rows.map(presentQuestion);
    });
  });

  /** A published question (a view is counted), or the caller's own in any status. */
  app.get('/api/questionAnswer/getQuestionDetail', { config: { cache: 'personal' } }, async (request) => {
    const { id } = parse(questionIdQuery, request.query);
    const row = await findQuestion(app.db, id);
    const viewer = viewerId(request);
    if (!row || (row.status !== 'published' && row.memberId !== viewer)) throw notFound('问题不存在或已下线');
    if (row.status === 'published') {
      await incrementQuestionViews(app.db, id);
      row.viewCount += 1;
    }
    return ok(presentQuestion(row));
  });

  app.get('/api/questionAnswer/getAnswers', { config: { cache: 'personal' } }, async (request) => {
    const q = parse(answersQuery, request.query);
    const question = await findQuestion(app.db, q.questionId);
    if (!question || (question.status !== 'published' && question.memberId !== viewerId(request))) throw notFound('问题不存在或已下线');
    const { rows, total } = await listAnswers(app.db, { questionId: q.questionId, statuses: ['published'] }, q, 'thumbs');
    const viewer = viewerId(request);
    const thumbed = viewer ? await thumbedIds(app.db, viewer, 'answer') : new Set<number>();
    return ok(
      pageOf(
        rows.map((r) => presentAnswer(r, base, thumbed)),
        total,
        q,
      ),
    );
  });

  app.get('/api/questionAnswer/myQuestionList', member, async (request) => {
    const q = parse(myQuestionsQuery, request.query);
    const me = await memberActor(request);
    const { rows, total } = await listQuestions(app.db, { memberId: me.id, statuses: q.status ? [q.status] : undefined }, 'latest', q);
    return ok(pageOf(rows.map(presentQuestion), total, q));
  });

  app.get('/api/questionAnswer/myAnswerList', member, async (request) => {
    const q = parse(myQuestionsQuery, request.query);
    const me = await memberActor(request);
    const { rows, total } = await listAnswers(app.db, { expertId: me.id, statuses: q.status ? [q.status] : undefined }, q);
    return ok(
      pageOf(
        rows.map((r) => presentAnswer(r, base)),
        total,
        q,
      ),
    );
  });

  /** For an expert: published questions addressed to them (or their types, or anyone) they have not answered. */
  app.get('/api/questionAnswer/toBeAnsweredQuestions', member, async (request) => {
    const q = parse(questionListQuery, request.query);
    const me = await memberActor(request);
    if (!me.isExpert) return ok(pageOf([], 0, q));
    const { rows, total } = await listQuestions(
      app.db,
      { statuses: ['published'], answerableBy: me.id, keyword: q.keyword, expertTypeId: q.expertTypeId },
      'latest',
      q,
    );
    return ok(pageOf(rows.map(presentQuestion), total, q));
  });

  app.get('/api/questionAnswer/toBeAnsweredQuestionCount', member, async (request) => {
    const me = await memberActor(request);
    return ok(me.isExpert ? await countQuestions(app.db, { statuses: ['published'], answerableBy: me.id }) : 0);
  });

  app.get('/api/questionAnswer/deleteQuestion', memberWrite, async (request) => {
    const { id } = parse(questionIdQuery, request.query);
    await deleteOwnQuestion(app.db, await memberActor(request), id);
    await app.contentCache.invalidate(); // a GET write: the write hooks do not see it
    return ok(null, '删除成功');
  });

  app.get('/api/questionAnswer/deleteAnswer', memberWrite, async (request) => {
    const { id } = parse(answerIdQuery, request.query);
    await deleteOwnAnswer(app.db, await memberActor(request), id);
    await app.contentCache.invalidate(); // a GET write: the write hooks do not see it
    return ok(null, '删除成功');
  });

  app.post('/api/questionAnswer/saveQuestion', member, async (request) => {
    const body = parse(saveQuestionBody, request.body);
    const { row, hits, pass } = await saveQuestion(app.db, app.screening, await memberActor(request), body);
    return ok({ id: row.id, status: row.status, pass, hits }, pass ? '提问成功' : '问题含有敏感词，已提交人工审核');
  });

  /** The dry run of saveQuestion: the same checks, nothing saved. */
  app.post('/api/questionAnswer/saveQuestionTest', member, async (request) => {
    const body = parse(saveQuestionBody, request.body);
    const { hits, pass } = await checkQuestion(app.db, app.screening, body);
    return ok({ id: null, status: null, pass, hits }, pass ? '检测通过' : `检测到${hits.length}处敏感词`);
  });

  app.post('/api/questionAnswer/saveAnswer', member, async (request) => {
    const body = parse(saveAnswerBody, request.body);
    const { row, hits, pass } = await saveAnswer(app.db, app.screening, await memberActor(request), body.questionId, body.content);
    return ok({ id: row.id, status: row.status, pass, hits }, pass ? '回答成功' : '回答含有敏感词，已提交人工审核');
  });
}
