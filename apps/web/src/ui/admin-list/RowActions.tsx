import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { AppLink } from '../../app/guard/AppLink.tsx';

/** One link-style button of a row's 操作 column. */
export interface RowAction {
  label: ReactNode;
  /** What it does; or `to`, a site path it opens. */
  onClick?: () => void;
  to?: string;
  /** Ask first: the Popconfirm's question (e.g. 删除该链接？). */
  confirm?: ReactNode;
  /** A second line under the question. */
  confirmDescription?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** Tooltip, e.g. why it is disabled. */
  title?: string;
  /** Accessible name when the label alone is ambiguous. */
  ariaLabel?: string;
  /** Instead of a button: anything (e.g. a dropdown of moves). */
  render?: () => ReactNode;
}

/** A delete with confirmation, the action every list has. */
export function deleteAction(confirm: ReactNode, onDelete: () => void, extra?: Pick<RowAction, 'disabled' | 'title' | 'confirmDescription'>): RowAction {
  return { label: '删除', danger: true, confirm, onClick: onDelete, ...extra };
}

function ActionButton({ action }: { action: RowAction }) {
  if (action.render) return <>{action.render()}</>;
  const button = (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      disabled={action.disabled}
      title={action.title}
      aria-label={action.ariaLabel}
      onClick={action.confirm ? undefined : action.onClick}
    >
      {action.label}
    </Button>
  );
  if (action.to) return <AppLink to={action.to}>{button}</AppLink>;
  if (action.confirm) {
    return (
      <Popconfirm title={action.confirm} description={action.confirmDescription} disabled={action.disabled} onConfirm={action.onClick}>
        {button}
      </Popconfirm>
    );
  }
  return button;
}

/** A row's 操作: link buttons, the dangerous ones confirmed first. `false`/null entries are skipped. */
export function RowActions({ actions, wrap }: { actions: readonly (RowAction | false | null | undefined)[]; wrap?: boolean }) {
  return (
    <Space size={0} wrap={wrap}>
      {actions.map((action, i) => (action ? <ActionButton key={i} action={action} /> : null))}
    </Space>
  );
}
