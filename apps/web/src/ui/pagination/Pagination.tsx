import { useEffect } from 'react';
import { Pagination as AntPagination } from 'antd';
import { PAGE_SIZES } from '@coal/contracts';
import type { PaginationController } from './usePagination.ts';

export interface PaginationProps {
  pager: PaginationController;
  /** Total rows the list answered; undefined while the first answer is pending. */
  total: number | undefined;
  disabled?: boolean;
}

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

/**
 * Pagination of spec §9: sizes 10/20/30/40/50, layout previous, pager, next, total, sizes,
 * jumper (the order is set in global.css, antd puts the total first). Feeds the total back
 * into the controller so that spec §4's shrink rule runs wherever the pager is shown. antd's
 * page window (current ± 2, first, last) is the spec's pager count of 7.
 */
export function Pagination({ pager, total, disabled }: PaginationProps) {
  const { syncTotal, setPage, setPageSize } = pager;
  useEffect(() => {
    if (total !== undefined) syncTotal(total);
  }, [total, pager.pageSize, syncTotal]);

  return (
    <AntPagination
      className="coal-pagination"
      current={pager.currentPage}
      pageSize={pager.pageSize}
      total={total ?? 0}
      disabled={disabled}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      showSizeChanger
      showQuickJumper
      showTotal={(count) => `共 ${count} 条`}
      onChange={(page, size) => {
        // antd reports both at once; a size change must win and return to page 1.
        if (size !== pager.pageSize) setPageSize(size);
        else setPage(page);
      }}
    />
  );
}
