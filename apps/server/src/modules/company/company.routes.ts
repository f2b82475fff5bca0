import { companyPageQuery, helpListQuery, libraryIdQuery } from '@coal/contracts';
import { sessionRead } from '../../lib/public-answer.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { companyAdminRoutes } from './company.admin.routes.ts';
import { presentCompanyPage, presentCompanyPages, presentHelp } from './company.presenter.ts';
import { findCompanyPage, findCompanyPages, findEnabledHelp, findHelpById } from './company.repository.ts';

/** Company (公司简介, 联系我们, 免责声明) and AboutUs (帮助中心) pages of the portal; admin routes too. */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/company/findPageList', sessionRead, async () => ok(presentCompanyPages(await findCompanyPages(app.db))));

  app.get('/api/company/getPage', sessionRead, async (request) => {
    const { code } = parse(companyPageQuery, request.query);
    return ok(presentCompanyPage(code, await findCompanyPage(app.db, code)));
  });

  app.get('/api/company/findHelpList', sessionRead, async (request) => {
    const filters = parse(helpListQuery, request.query);
    return ok((await findEnabledHelp(app.db, filters)).map(presentHelp));
  });

  app.get('/api/company/getHelpDetail', sessionRead, async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await findHelpById(app.db, id);
    if (!row || !row.enabled) throw notFound('帮助条目不存在');
    return ok(presentHelp(row));
  });

  await companyAdminRoutes(app);
}
