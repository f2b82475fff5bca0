/** What a public page says in its first HTML, and where it is (shared by the page builders). */

export const SITE_NAME = '煤焦国际交易中心';
export const SITE_DESCRIPTION = '煤焦国际交易中心门户：煤炭、焦炭价格指数与行情，通知公告、市场资讯、研究报告、文本库与专家问答。';

/** What a public page says in its first HTML, before any JavaScript runs. */
export interface SeoPage {
  title: string;
  description: string;
  /** Path under the base path (no leading slash) of the page's canonical (desktop) address. */
  canonical: string;
  /** The mobile equivalent of a desktop page, declared with rel=alternate. */
  mobile?: string;
  ogType: 'website' | 'article';
  /** An upload path (public area) for og:image. */
  image?: string;
  /** Trusted HTML made here: escaped text, and rich text only as the server's sanitiser stored it. */
  main: string;
  /**
   * Set when `main` is the app's own markup of the page (mobile-home.ts): what the head needs
   * to paint it as the app does (its styles). It then stands in #root as it is, shown until
   * the app's first render replaces it, instead of the hidden search-engine text.
   */
  appHead?: string;
  /**
   * Head additions for a page the app draws itself (portal-home.ts): what the browser should
   * fetch ahead of the app, and the answers its first render uses. `main` stays the hidden
   * search-engine text.
   */
  headHints?: string;
  /** Structured data (structured-data.ts), each node in a script of its own. */
  jsonLd?: JsonLd[];
}

/** One schema.org node of a page's structured data. */
export type JsonLd = Record<string, unknown>;

/** Where an address may serve a page: the route path under the base path and its query. */
export interface PageAddress {
  route: string;
  id: number | null;
  /** Absolute URL maker for structured data. */
  absolute: (pathUnderBase: string) => string;
  /** Root-relative path under the base path for links in the main text. */
  href: (pathUnderBase: string) => string;
}
