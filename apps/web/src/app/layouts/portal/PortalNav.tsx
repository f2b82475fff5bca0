import { AppLink } from '../../guard/AppLink.tsx';
import { useRouteName } from '../../useRouteMeta.ts';
import { PORTAL_SECTIONS } from './portalSections.ts';

/** The portal's section bar; the current section is marked for screen readers too. */
export function PortalNav() {
  const routeName = useRouteName();
  return (
    <nav className="coal-portal__nav" aria-label="主导航">
      <div className="coal-portal__inner">
        <ul>
          {PORTAL_SECTIONS.map((section) => (
            <li key={section.to}>
              <AppLink to={section.to} aria-current={routeName && section.routes.includes(routeName) ? 'page' : undefined}>
                {section.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
