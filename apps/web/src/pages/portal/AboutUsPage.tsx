import { HelpCentre } from '../../modules/site/components/HelpCentre.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/AboutUs: the help centre. */
export function AboutUsPage() {
  return (
    <ContentPage crumbs={[{ title: '帮助中心' }]} title="帮助中心">
      <HelpCentre />
    </ContentPage>
  );
}
