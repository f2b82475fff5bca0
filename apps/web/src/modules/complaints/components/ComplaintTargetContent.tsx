import type { ComplaintTargetView } from '@coal/contracts';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';

/**
 * A complaint target's body, shown the way the server says it is: a member's question or
 * answer is text (React text nodes, so `<meta>` or `<script>` typed in it stays visible text);
 * only an article body, sanitised by the server when stored, goes through RichHtml.
 */
export function ComplaintTargetContent({ target }: { target: Pick<ComplaintTargetView, 'content' | 'contentFormat'> }) {
  if (target.contentFormat === 'html') return <RichHtml sanitizedHtml={target.content} className="coal-back-article" />;
  return <div className="coal-back-article coal-plain-text">{target.content}</div>;
}
