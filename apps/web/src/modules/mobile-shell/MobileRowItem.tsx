import type { MouseEvent, ReactNode } from 'react';
import { useHref } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { RowArrow } from './RowArrow.tsx';
import './mobile-row.css';

export interface MobileRowItemProps {
  /** The page the row opens, inside the app: the row is a link to it. */
  to?: string;
  /** Run before the row opens its page, or instead of it (a row without `to` is a button). */
  onPress?: () => void;
  prefix?: ReactNode;
  /**
   * A control of its own (a watch star) before the row: kept outside the link or button,
   * since one interactive element inside another is unusable with a keyboard or reader.
   */
  control?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Whether the click is a plain one the app handles (not one that opens a new tab or window). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A row of antd-mobile's List that opens something, drawn with List.Item's classes but as a
 * real <a href> (or <button>): in the tab order, and a link before the app has started (the
 * server's first HTML). antd-mobile's own clickable item is an <a> without href.
 */
export function MobileRowItem({ to, onPress, prefix, control, description, extra, className, children }: MobileRowItemProps) {
  const navigate = useAppNavigate();
  const href = useHref(to ?? '.');
  const body = (
    <>
      {prefix != null ? <div className="adm-list-item-content-prefix">{prefix}</div> : null}
      <div className="adm-list-item-content-main">
        {children}
        {description != null ? <div className="adm-list-item-description">{description}</div> : null}
      </div>
      {extra != null ? <div className="adm-list-item-content-extra">{extra}</div> : null}
      <div className="adm-list-item-content-arrow">
        <RowArrow />
      </div>
    </>
  );
  // With a control the row is a plain item whose content holds the control, then the link.
  const outer = control != null;
  const classes = (own: string) => [own, outer ? null : 'adm-list-item adm-plain-anchor', outer ? null : className].filter(Boolean).join(' ');
  const inner = (content: ReactNode) => (outer ? content : <div className="adm-list-item-content">{content}</div>);
  const action =
    to === undefined ? (
      <button type="button" className={classes('coal-m-row coal-m-row--button')} onClick={onPress}>
        {inner(body)}
      </button>
    ) : (
      <a
        href={href}
        className={classes('coal-m-row')}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onPress?.();
          navigate(to);
        }}
      >
        {inner(body)}
      </a>
    );
  if (!outer) return action;
  return (
    <div className={['adm-list-item', className].filter(Boolean).join(' ')}>
      <div className="adm-list-item-content">
        <div className="adm-list-item-content-prefix">{control}</div>
        {action}
      </div>
    </div>
  );
}
