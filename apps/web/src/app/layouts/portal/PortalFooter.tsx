import { EXTERNAL_SYSTEM_NAMES } from '@coal/contracts';
import { chinaToday } from '../../../lib/china-time.ts';
import { getConfig } from '../../../lib/runtime-config.ts';
import { trackClick } from '../../../modules/analytics/tracker.ts';
import { SITE_NAME } from '../../site.ts';

/** Footer: the external systems of spec §1 and, on demo builds, the demo-data notice. */
export function PortalFooter() {
  const { links, demo } = getConfig();
  const external = [
    { label: EXTERNAL_SYSTEM_NAMES.trade, href: links.trade },
    { label: EXTERNAL_SYSTEM_NAMES.logistics, href: links.logistics },
    { label: EXTERNAL_SYSTEM_NAMES.settlement, href: links.settlement },
    { label: EXTERNAL_SYSTEM_NAMES.payment, href: links.payment },
    { label: EXTERNAL_SYSTEM_NAMES.scf, href: links.scf },
    { label: '手机客户端', href: links.mobileApp },
  ];
  return (
    <footer className="coal-portal__footer">
      <div className="coal-portal__inner">
        <nav className="coal-portal__footer-links" aria-label="关联系统">
          {external.map(({ label, href }) =>
            href ? (
              <a key={label} href={href} target="_blank" rel="noopener noreferrer" onClick={() => trackClick('click_system', { label, url: href })}>
                {label}
              </a>
            ) : (
              <span key={label}>{label}</span>
            ),
          )}
        </nav>
        {demo ? <p className="coal-portal__demo-note">本站数据为演示数据，仅用于功能展示，不构成任何市场价格或投资建议。</p> : null}
        <p>
          © {chinaToday().slice(0, 4)} {SITE_NAME} 版权所有
        </p>
      </div>
    </footer>
  );
}
