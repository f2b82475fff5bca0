import { NotificationBell } from '../../../modules/alerts/components/NotificationBell.tsx';
import { UserMenu } from '../../../modules/auth/components/UserMenu.tsx';
import { SearchBox } from '../../../modules/search/components/SearchBox.tsx';
import { AppLink } from '../../guard/AppLink.tsx';
import { SITE_NAME } from '../../site.ts';

/** Brand row of the portal: emblem, site name, the site search, the account menu. */
export function PortalHeader() {
  return (
    <div className="coal-portal__topbar">
      <div className="coal-portal__inner coal-portal__brand-row">
        <AppLink to="/portal/Home" className="coal-portal__brand" aria-label={`${SITE_NAME}首页`}>
          <span className="coal-portal__logo" aria-hidden="true">
            煤
          </span>
          <span>
            <div className="coal-portal__site-name">{SITE_NAME}</div>
            <div className="coal-portal__site-sub">煤焦价格指数 · 市场资讯 · 交易服务</div>
          </span>
        </AppLink>
        <div className="coal-portal__user">
          <SearchBox className="coal-portal__search" />
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
    </div>
  );
}
