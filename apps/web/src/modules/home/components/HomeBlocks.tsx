import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { ArticleList } from '../../articles/components/ArticleList.tsx';
import { useNewsListQuery, useTopNoticeListQuery } from '../../articles/hooks/useArticleListQueries.ts';
import { useReportListQuery, useTextListQuery } from '../../library/hooks/useLibraryQueries.ts';
import { useTopQuestionsQuery } from '../../questions/hooks/useQuestionQueries.ts';

interface Row {
  key: number;
  title: string;
  to: string;
  date?: string | null;
  extra?: string;
}

/** Title rows with a date, for the home blocks that are not articles. */
export function TitleRows({ rows, loading }: { rows: Row[] | undefined; loading: boolean }) {
  if (loading && !rows) return <LineSkeleton rows={4} />;
  if (!rows?.length) return <Empty simple />;
  return (
    <ul className="coal-article-list coal-article-list--compact">
      {rows.map((row) => (
        <li key={row.key} className="coal-article-list__item">
          <div className="coal-article-list__head">
            <AppLink to={row.to} className="coal-article-list__title" title={row.title}>
              {row.title}
            </AppLink>
            {row.extra ? <span className="coal-article-list__date">{row.extra}</span> : null}
            {row.date ? <span className="coal-article-list__date">{formatDate(row.date)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 通知公告 beside the top banner: as many rows as make the box about the banner's height. */
const NOTICE_ROWS = 7;
/** Its query (portal/Home's first HTML carries the answer: pages/portal/portalHomeFirstData.ts). */
export const HOME_NOTICES = { pageSize: 10 };

export function HomeNoticeBlock() {
  const notices = useTopNoticeListQuery(HOME_NOTICES);
  return (
    <SectionCard title="通知公告" moreTo="/portal/Notice">
      <ArticleList items={notices.data?.list.slice(0, NOTICE_ROWS)} loading={notices.isLoading} compact showCategory={false} rows={NOTICE_ROWS} />
    </SectionCard>
  );
}

export function HomeNewsBlock() {
  const news = useNewsListQuery({ pageSize: 10 });
  return (
    <SectionCard title="市场资讯" moreTo="/portal/News">
      <ArticleList items={news.data?.list.slice(0, 8)} loading={news.isLoading} compact rows={8} />
    </SectionCard>
  );
}

export function HomeQuestionsBlock() {
  const questions = useTopQuestionsQuery(8);
  const rows = questions.data?.map((q) => ({ key: q.id, title: q.title, to: `/portal/QuesAnswDetail?id=${q.id}`, extra: `${q.answerCount} 个回答` }));
  return (
    <SectionCard title="专家问答" moreTo="/portal/QuesAnsw">
      <TitleRows rows={rows} loading={questions.isLoading} />
    </SectionCard>
  );
}

export function HomeReportsBlock() {
  const reports = useReportListQuery({ pageSize: 10 });
  const rows = reports.data?.list.slice(0, 8).map((r) => ({ key: r.id, title: r.title, to: `/portal/ResearchReportDetail?id=${r.id}`, date: r.publishDate }));
  return (
    <SectionCard title="研究报告" moreTo="/portal/ResearchReport">
      <TitleRows rows={rows} loading={reports.isLoading} />
    </SectionCard>
  );
}

export function HomeTextsBlock() {
  const texts = useTextListQuery({ pageSize: 10 });
  const rows = texts.data?.list.slice(0, 8).map((t) => ({ key: t.id, title: t.title, to: `/portal/TextDetail?id=${t.id}`, date: t.publishedAt }));
  return (
    <SectionCard title="文本库" moreTo="/portal/TextList">
      <TitleRows rows={rows} loading={texts.isLoading} />
    </SectionCard>
  );
}
