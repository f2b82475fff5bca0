import { COMPANY_PAGES, COMPANY_PAGE_NAMES, type CompanyPageCode } from '@coal/contracts';
import { Skeleton, Tabs } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { useCompanyPageQuery } from '../hooks/useSiteQueries.ts';
import { PartnerLinks } from './PartnerLinks.tsx';
import { VideoCentre } from './VideoCentre.tsx';
import './site.css';

function CompanyPageBody({ code }: { code: CompanyPageCode }) {
  const page = useCompanyPageQuery(code);
  if (page.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!page.data) return <Empty />;
  return (
    <>
      <h2 className="coal-article__title">{page.data.title}</h2>
      <RichHtml sanitizedHtml={page.data.content} />
    </>
  );
}

/** 公司信息: company pages, the video centre and partner sites. */
export function CompanyTabs() {
  const items = [
    ...COMPANY_PAGES.map((code) => ({ key: code, label: COMPANY_PAGE_NAMES[code], children: <CompanyPageBody code={code} /> })),
    { key: 'videos', label: '视频中心', children: <VideoCentre /> },
    { key: 'partners', label: '合作网站', children: <PartnerLinks /> },
  ];
  return <Tabs items={items} destroyOnHidden />;
}
