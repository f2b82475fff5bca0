import { getConfig } from './runtime-config.ts';

/**
 * The href of a link stored as an http(s) address or a site path. Site paths name app routes
 * (`/portal/Notice`); they get the app's base path, except server paths (`/api`, `/uploads`).
 */
export function siteHref(link: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const base = getConfig().basePath.replace(/\/+$/, '');
  if (link.startsWith(`${base}/`) || /^\/(api|uploads)(\/|$)/.test(link)) return link;
  return `${base}${link}`;
}

/** Whether a link leaves the site (opened in a new tab). */
export const isExternalLink = (link: string) => /^https?:/i.test(link);
