import { useState } from 'react';
import type { ReviewKind } from '@coal/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useReviewDecisionMutation } from '../hooks/useReview.ts';
import { RejectReasonDialog } from './RejectReasonDialog.tsx';

export interface ReviewDecisionBarProps {
  kind: ReviewKind;
  id: number;
  /** Only pending items can be decided. */
  pending: boolean;
  /** After a successful decision (e.g. back to the queue). */
  onDecided?: (approved: boolean) => void;
  size?: 'small' | 'middle';
}

/** 通过 (confirmed) and 驳回 (with a required reason) of one submission. */
export function ReviewDecisionBar({ kind, id, pending, onDecided, size = 'middle' }: ReviewDecisionBarProps) {
  const decide = useReviewDecisionMutation();
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <Space>
        <Popconfirm
          title="确认审核通过并发布？"
          okText="通过"
          cancelText="取消"
          onConfirm={() => decide.mutate({ kind, id, approve: true }, { onSuccess: () => onDecided?.(true) })}
          disabled={!pending}
        >
          <Button type="primary" size={size} disabled={!pending} loading={decide.isPending && decide.variables?.approve}>
            通过
          </Button>
        </Popconfirm>
        <Button danger size={size} disabled={!pending} onClick={() => setRejecting(true)}>
          驳回
        </Button>
      </Space>
      <RejectReasonDialog
        open={rejecting}
        loading={decide.isPending && !decide.variables?.approve}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) =>
          decide.mutate(
            { kind, id, approve: false, reason },
            {
              onSuccess: () => {
                setRejecting(false);
                onDecided?.(false);
              },
            },
          )
        }
      />
    </>
  );
}
