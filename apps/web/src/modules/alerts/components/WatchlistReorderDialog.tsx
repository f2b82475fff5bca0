import { useState } from 'react';
import type { WatchItem } from '@coal/contracts';
import { Modal } from 'antd';
import { useWatchOrder } from '../hooks/useWatch.ts';
import { SortableWatchlist } from './SortableWatchlist.tsx';

/** Portal: drag the starred indexes into order; saved on the server. */
export function WatchlistReorderDialog({ items, onClose }: { items: WatchItem[]; onClose: () => void }) {
  const [order, setOrder] = useState(items);
  const save = useWatchOrder();
  return (
    <Modal
      open
      title="调整我的指数顺序"
      okText="保存顺序"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        save.mutate(
          order.map((i) => i.productId),
          { onSuccess: onClose },
        )
      }
    >
      <p style={{ color: '#8c8c8c' }}>按住 ⠿ 拖动，或聚焦后用空格与方向键移动。</p>
      <SortableWatchlist items={order} onChange={setOrder} />
    </Modal>
  );
}
