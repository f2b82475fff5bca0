import { useState } from 'react';
import { Button } from 'antd';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { useCommentaries } from '../hooks/useCommentaries.ts';
import '../analysis.css';

/**
 * The market commentary beside the value (as Argus and Platts print it): the latest one,
 * the earlier ones on request. Only released commentary reaches the page (server embargo).
 */
export function CommentaryPanel({ code }: { code: string }) {
  const [all, setAll] = useState(false);
  const list = useCommentaries(code).data ?? [];
  if (list.length === 0) return null;
  const shown = all ? list.slice(0, 20) : list.slice(0, 1);
  return (
    <section aria-label="市场评述">
      {shown.map((c) => (
        <div key={c.id} className="coal-commentary">
          <div className="coal-commentary__head">市场评述 · {c.period}</div>
          {/* Sanitised on the server when saved (lib/sanitize-html.ts). */}
          <RichHtml sanitizedHtml={c.content} />
        </div>
      ))}
      {list.length > 1 ? (
        <Button type="link" size="small" onClick={() => setAll(!all)}>
          {all ? '收起' : `查看往期评述（${list.length - 1}）`}
        </Button>
      ) : null}
    </section>
  );
}
