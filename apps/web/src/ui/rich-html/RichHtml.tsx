import { useLayoutEffect, useRef } from 'react';
import { siteHref } from '../../lib/links.ts';
import { applyKeywordLinks, type KeywordLink } from './keywordLinks.ts';
import './rich-html.css';

export interface RichHtmlProps {
  /**
   * HTML that the SERVER has sanitised (article, text, company page bodies). Never pass
   * anything typed in the browser: that is what this component must not render.
   */
  sanitizedHtml: string;
  /** Keywords to turn into links (added on the DOM, see keywordLinks.ts). */
  keywords?: readonly KeywordLink[];
  className?: string;
}

/** Renders server-sanitised rich text with the portal's typography and keyword links. */
export function RichHtml({ sanitizedHtml, keywords, className }: RichHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current && keywords?.length)
      applyKeywordLinks(
        ref.current,
        keywords.map((k) => ({ keyword: k.keyword, url: siteHref(k.url) })),
      );
  }, [sanitizedHtml, keywords]);
  return (
    <div
      ref={ref}
      className={className ? `coal-rich-html ${className}` : 'coal-rich-html'}
      // Server-sanitised (allow-list) HTML only; see the prop's comment.
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
