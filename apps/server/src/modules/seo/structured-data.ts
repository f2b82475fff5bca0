/**
 * The schema.org nodes of the first HTML (JSON-LD), with what search engines need of each
 * type (structured-data.test.ts holds the table). Names are real: an article written by the
 * centre's staff is the organisation's, a member's post or question its member's; a question
 * without an answer is a forum posting, never a QAPage (which needs an answer).
 */
import { chinaDateTime } from './seo-html.ts';
import { type JsonLd, type PageAddress, SITE_DESCRIPTION, SITE_NAME } from './seo-page.ts';

const CONTEXT = 'https://schema.org';

/** The site's logo (apps/web/public/logo.png): the publisher's logo, and the image of an item without one of its own. */
const LOGO = { path: 'logo.png', width: 512, height: 512 };

const HOME = 'portal/Home';

export const logoUrl = (a: PageAddress): string => a.absolute(LOGO.path);

const logo = (a: PageAddress): JsonLd => ({ '@type': 'ImageObject', url: logoUrl(a), width: LOGO.width, height: LOGO.height });

/** The centre itself: the publisher of everything, the author of what its staff write. */
export const theCentre = (a: PageAddress): JsonLd => ({ '@type': 'Organization', name: SITE_NAME, url: a.absolute(HOME), logo: logo(a) });

/** Who wrote an item: a member by name, or the centre for its staff. */
export const authorOf = (a: PageAddress, member: string | null): JsonLd => (member ? { '@type': 'Person', name: member } : theCentre(a));

export const organization = (a: PageAddress): JsonLd => ({ '@context': CONTEXT, ...theCentre(a), description: SITE_DESCRIPTION });

/** The site, with its search (portal/Search?q=…) as the search action. */
export const webSite = (a: PageAddress): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: SITE_NAME,
  url: a.absolute(HOME),
  inLanguage: 'zh-CN',
  publisher: theCentre(a),
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${a.absolute('portal/Search')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

export interface Crumb {
  name: string;
  /** Path under the base path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** 首页 › … › the page. */
export const breadcrumbs = (a: PageAddress, trail: Crumb[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: [{ name: '首页', path: HOME }, ...trail].map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.name,
    ...(crumb.path ? { item: a.absolute(crumb.path) } : {}),
  })),
});

/** A list page: the collection and the items it links to, in its order. */
export const collectionPage = (a: PageAddress, page: { canonical: string; title: string; description: string }, items: Crumb[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'CollectionPage',
  name: page.title,
  description: page.description,
  url: a.absolute(page.canonical),
  inLanguage: 'zh-CN',
  isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: a.absolute(HOME) },
  mainEntity: {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: a.absolute(item.path!), name: item.name })),
  },
});

/** An ordinary page with nothing more specific to say (help, market zone, company). */
export const webPage = (a: PageAddress, type: 'WebPage' | 'AboutPage', page: { canonical: string; title: string; description: string }): JsonLd => ({
  '@context': CONTEXT,
  '@type': type,
  name: page.title,
  description: page.description,
  url: a.absolute(page.canonical),
  inLanguage: 'zh-CN',
  isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: a.absolute(HOME) },
});

export interface ArticleFacts {
  type: 'NewsArticle' | 'Article' | 'Report';
  canonical: string;
  headline: string;
  description: string;
  published: Date | string;
  modified?: Date;
  /** A member's name, or null for the centre's staff. */
  member: string | null;
  /** Upload paths of the item's own images; the site's logo when it has none. */
  images: string[];
  section?: string;
  extra?: JsonLd;
}

const dateTime = (d: Date | string) => (typeof d === 'string' ? d : chinaDateTime(d));

export const article = (a: PageAddress, f: ArticleFacts): JsonLd => ({
  '@context': CONTEXT,
  '@type': f.type,
  headline: f.headline,
  description: f.description,
  image: f.images.length ? f.images.map((path) => a.absolute(`../uploads/${path}`)) : [logoUrl(a)],
  datePublished: dateTime(f.published),
  ...(f.modified ? { dateModified: dateTime(f.modified) } : {}),
  author: authorOf(a, f.member),
  publisher: theCentre(a),
  ...(f.section ? { articleSection: f.section } : {}),
  inLanguage: 'zh-CN',
  mainEntityOfPage: a.absolute(f.canonical),
  ...f.extra,
});

export interface Reply {
  authorName: string;
  content: string;
  published: Date;
  upvotes: number;
}

/**
 * A member's question: with answers a QAPage (each answer suggested: the portal marks none
 * as accepted), without one a forum posting, which needs none.
 */
export function questionPage(
  a: PageAddress,
  q: { canonical: string; title: string; text: string; authorName: string; published: Date },
  replies: Reply[],
): JsonLd {
  const url = a.absolute(q.canonical);
  const person = (name: string) => ({ '@type': 'Person', name });
  if (replies.length === 0) {
    return {
      '@context': CONTEXT,
      '@type': 'DiscussionForumPosting',
      headline: q.title,
      text: q.text,
      url,
      datePublished: chinaDateTime(q.published),
      author: person(q.authorName),
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: 0 },
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: q.title,
      text: q.text,
      answerCount: replies.length,
      datePublished: chinaDateTime(q.published),
      author: person(q.authorName),
      suggestedAnswer: replies.map((r, i) => ({
        '@type': 'Answer',
        text: r.content,
        datePublished: chinaDateTime(r.published),
        upvoteCount: r.upvotes,
        url: `${url}#answer-${i + 1}`,
        author: person(r.authorName),
      })),
    },
  };
}

/** The index series a price page lists: catalogue only, never values (those have their release times). */
export const indexDataset = (
  a: PageAddress,
  page: { canonical: string; title: string; description: string },
  indexes: Array<{ name: string; unit: string; basePeriod: string }>,
): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Dataset',
  name: page.title,
  description: page.description,
  url: a.absolute(page.canonical),
  inLanguage: 'zh-CN',
  creator: theCentre(a),
  isAccessibleForFree: true,
  keywords: ['煤炭价格指数', '焦炭价格指数', '价格指数'],
  variableMeasured: indexes.map((i) => ({ '@type': 'PropertyValue', name: i.name, unitText: i.unit })),
  ...(indexes.length ? { temporalCoverage: `${indexes.map((i) => i.basePeriod).sort()[0]}/..` } : {}),
});
