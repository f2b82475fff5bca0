import { LINK_GROUP_NAMES, type ExternalLink, type LinkGroup } from '@coal/contracts';
import { Card, Skeleton } from 'antd';
import { isExternalLink, siteHref } from '../../../lib/links.ts';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { trackClick } from '../../analytics/tracker.ts';
import { useExternalLinksQuery } from '../hooks/useSiteQueries.ts';

/** External links by group (trading systems, partners…). */
export function PartnerLinks() {
  const links = useExternalLinksQuery();
  if (links.isLoading) return <Skeleton active />;
  if (!links.data?.length) return <Empty />;
  const groups = new Map<LinkGroup, ExternalLink[]>();
  for (const link of links.data) groups.set(link.group, [...(groups.get(link.group) ?? []), link]);
  return (
    <>
      {[...groups].map(([group, list]) => (
        <Card key={group} size="small" title={LINK_GROUP_NAMES[group]} style={{ marginBottom: 12 }}>
          <div className="coal-link-grid">
            {list.map((link) => (
              <a
                key={link.id}
                href={siteHref(link.url)}
                target={isExternalLink(link.url) ? '_blank' : undefined}
                rel="noopener noreferrer"
                className="coal-link-tile"
                title={link.description}
                onClick={() => trackClick(group === 'partner' ? 'click_link' : 'click_system', { label: link.name, url: siteHref(link.url) })}
              >
                {link.iconPath ? <img src={resourceUrl(link.iconPath)} alt="" /> : null}
                <span>{link.name}</span>
              </a>
            ))}
          </div>
        </Card>
      ))}
    </>
  );
}
