import { useLocation } from 'react-router';
import { readIdParam } from '../../lib/format.ts';
import { ReportDetailView } from '../../modules/library/components/ReportDetailView.tsx';
import { useReportDetailQuery } from '../../modules/library/hooks/useLibraryQueries.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/ResearchReportDetail?id=…: with the inline PDF preview. */
export function ResearchReportDetailPage() {
  const id = readIdParam(useLocation().search);
  const report = useReportDetailQuery(id);
  return (
    <ContentPage crumbs={[{ title: '研究报告', to: '/portal/ResearchReport' }, { title: '详情' }]}>
      <ReportDetailView report={report.data} loading={id !== null && report.isLoading} />
    </ContentPage>
  );
}
