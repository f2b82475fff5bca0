import { getConfig } from '../../../lib/runtime-config.ts';

type LinkKey = 'findPassword' | 'findUsername' | 'findAccount' | 'registerTrade' | 'registerLogistics' | 'completeProfile';

const LINKS: { key: LinkKey; label: string }[] = [
  { key: 'findPassword', label: '找回密码' },
  { key: 'findUsername', label: '找回用户名' },
  { key: 'findAccount', label: '找回账号' },
  { key: 'registerTrade', label: '交易注册' },
  { key: 'registerLogistics', label: '物流注册' },
  { key: 'completeProfile', label: '完善资料' },
];

/**
 * Account links of the login dialog (spec §2). They live in the trade and logistics
 * systems, so they open in a new tab; an address not configured shows as plain text.
 */
export function LoginLinks() {
  const links = getConfig().links;
  return (
    <nav className="coal-login-links" aria-label="账号服务">
      {LINKS.map(({ key, label }) =>
        links[key] ? (
          <a key={key} href={links[key]} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          <span key={key} title="暂未开通" style={{ color: '#999' }}>
            {label}
          </span>
        ),
      )}
    </nav>
  );
}
