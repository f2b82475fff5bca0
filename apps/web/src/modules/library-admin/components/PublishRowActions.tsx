import { Button, Popconfirm, Space } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';

export interface PublishRowActionsProps {
  id: number;
  published: boolean;
  /** Back-office paths of the detail and edit pages; `?id=` is appended. */
  detailPath: string;
  editPath: string;
  /** What the delete confirmation names, e.g. 报告. */
  noun: string;
  onToggleStatus: () => void;
  onDelete: () => void;
}

/** 查看 · 编辑 · 发布/撤回 · 删除, the row actions of every publishable library table. */
export function PublishRowActions({ id, published, detailPath, editPath, noun, onToggleStatus, onDelete }: PublishRowActionsProps) {
  return (
    <Space size={0}>
      <AppLink to={`${detailPath}?id=${id}`}><Button type="link" size="small">查看</Button></AppLink>
      <AppLink to={`${editPath}?id=${id}`}><Button type="link" size="small">编辑</Button></AppLink>
      <Button type="link" size="small" onClick={onToggleStatus}>
        {published ? '撤回' : '发布'}
      </Button>
      <Popconfirm title={`删除该${noun}？`} onConfirm={onDelete}>
        <Button type="link" size="small" danger>删除</Button>
      </Popconfirm>
    </Space>
  );
}
