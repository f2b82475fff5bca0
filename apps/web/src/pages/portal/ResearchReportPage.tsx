import { ReportBrowser } from '../../modules/library/components/ReportBrowser.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/ResearchReport: the research-report library. */
export function ResearchReportPage() {
  return (
    <ContentPage crumbs={[{ title: '研究报告' }]} title="研究报告">
      <ReportBrowser />
    </ContentPage>
  );
}
