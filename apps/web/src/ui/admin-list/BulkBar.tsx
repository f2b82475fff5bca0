import { useState } from 'react';
import type { BulkResult } from '@coal/contracts';
import { Button, Input, Modal, Space } from 'antd';
import { useAntdApp } from '../useAntdApp.ts';

/** One bulk action of a list: the checked rows' ids to one server call. */
export interface BulkAction {
  key: string;
  /** The verb: 删除, 撤回, 置顶, 通过… */
  label: string;
  danger?: boolean;
  /** Asks for a reason first (e.g. 驳回), sent with the ids. */
  reason?: { label: string; placeholder?: string };
  /** The call; it refreshes what it changed. */
  run: (ids: number[], reason?: string) => Promise<BulkResult>;
}

interface Props {
  actions: BulkAction[];
  ids: number[];
  /** A row's title for the failure report (the server knows only found rows' titles). */
  titleOf: (id: number) => string;
  onClear: () => void;
}

/** The bar over a list with checked rows: how many, the bulk actions, 取消选择. */
export function BulkBar({ actions, ids, titleOf, onClear }: Props) {
  const { message, modal } = useAntdApp();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState('');
  const [running, setRunning] = useState(false);
  if (ids.length === 0) return null;

  const report = (action: BulkAction, result: BulkResult) => {
    if (result.failed === 0) {
      void message.success(`${action.label}成功 ${result.succeeded} 项`);
      return;
    }
    modal.warning({
      title: `${action.label}：成功 ${result.succeeded} 项，失败 ${result.failed} 项`,
      width: 520,
      content: (
        <ul aria-label="失败的记录" style={{ paddingLeft: 18, margin: '8px 0 0', maxHeight: 320, overflowY: 'auto' }}>
          {result.results
            .filter((r) => !r.ok)
            .map((r) => (
              <li key={r.id}>
                {r.title || titleOf(r.id) || `#${r.id}`}：{r.message}
              </li>
            ))}
        </ul>
      ),
    });
  };

  const confirm = async () => {
    if (!asking) return;
    if (asking.reason && !reason.trim()) {
      void message.error(`请填写${asking.reason.label}`);
      return;
    }
    setRunning(true);
    try {
      const result = await asking.run(ids, asking.reason ? reason.trim() : undefined);
      report(asking, result);
      onClear();
      setAsking(null);
    } catch {
      // The http layer has shown the server's message; the dialog stays for another try.
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="coal-bulk-bar" role="region" aria-label="批量操作">
      <span>
        已选 <b>{ids.length}</b> 项
      </span>
      <Space size={8}>
        {actions.map((action) => (
          <Button
            key={action.key}
            size="small"
            danger={action.danger}
            onClick={() => {
              setReason('');
              setAsking(action);
            }}
          >
            批量{action.label}
          </Button>
        ))}
        <Button size="small" type="link" onClick={onClear}>
          取消选择
        </Button>
      </Space>
      <Modal
        open={asking !== null}
        title={asking ? `确定${asking.label}选中的 ${ids.length} 项？` : ''}
        okText={asking ? `确定${asking.label}` : '确定'}
        okButtonProps={{ danger: asking?.danger, loading: running }}
        cancelText="取消"
        onOk={() => void confirm()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        {asking?.reason ? (
          <Input.TextArea
            aria-label={asking.reason.label}
            rows={3}
            maxLength={500}
            placeholder={asking.reason.placeholder ?? asking.reason.label}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        ) : (
          <p style={{ margin: 0 }}>每一项单独处理，失败的项会逐条列出原因。</p>
        )}
      </Modal>
    </div>
  );
}
