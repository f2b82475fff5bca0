import { safeHref } from '../format.ts';

/** A recorded address (page or click target): a link when it is a web address, plain text otherwise. */
export function RecordedLink({ url, text }: { url: string; text?: string }) {
  const href = safeHref(url);
  const label = text || url;
  return href ? (
    <a href={href} target="_blank" rel="noreferrer noopener" title={url}>
      {label}
    </a>
  ) : (
    <span title={url}>{label}</span>
  );
}
