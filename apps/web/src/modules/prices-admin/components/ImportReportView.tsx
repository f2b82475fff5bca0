import { Descriptions, Table, type TableColumnsType } from 'antd';
import type { ImportError, ImportReport } from '@coal/contracts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';

export interface ImportReportViewProps {
  report: ImportReport;
}

type ProductRows = ImportReport['products'][number];

const errorColumns: TableColumnsType<ImportError> = [
  { title: '行号', dataIndex: 'line', width: 80, render: (line: number) => `第 ${line} 行` },
  { title: '列', dataIndex: 'column', width: 120 },
  { title: '错误', dataIndex: 'message' },
];

const warningColumns: TableColumnsType<ImportError> = [
  { title: '行号', dataIndex: 'line', width: 80, render: (line: number) => `第 ${line} 行` },
  { title: '列', dataIndex: 'column', width: 120 },
  { title: '提醒', dataIndex: 'message' },
];

const productColumns: TableColumnsType<ProductRows> = [
  { title: '指数代码', dataIndex: 'code' },
  { title: '指数名称', dataIndex: 'name' },
  { title: '行数', dataIndex: 'rows', align: 'right' },
  { title: '日期范围', key: 'range', render: (_: unknown, r) => `${r.from} 至 ${r.to}` },
];

/** The server's per-row import report: totals, the indexes touched and every bad line. */
export function ImportReportView({ report }: ImportReportViewProps) {
  const pager = usePagination();
  const start = (pager.currentPage - 1) * pager.pageSize;
  return (
    <div aria-label="导入报告">
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'file', label: '文件', children: report.fileName, span: 3 },
          { key: 'total', label: '数据行', children: report.total },
          { key: 'valid', label: '有效行', children: report.valid },
          { key: 'warnings', label: '提醒', children: report.warnings.length },
          { key: 'errors', label: '错误', children: <span style={{ color: report.errorCount ? '#c8161d' : undefined }}>{report.errorCount}</span> },
          { key: 'inserted', label: '新增', children: report.inserted },
          { key: 'updated', label: '覆盖', children: report.updated },
          { key: 'committed', label: '状态', children: report.committed ? '已导入' : '未导入' },
        ]}
      />
      {report.errors.length > 0 ? (
        <>
          <h4 style={{ margin: '12px 0 8px' }}>
            错误行{report.errorCount > report.errors.length ? `（共 ${report.errorCount} 处，显示前 ${report.errors.length} 处）` : ''}
          </h4>
          <Table<ImportError>
            rowKey={(e) => `${e.line}-${e.column}-${e.message}`}
            size="small"
            columns={errorColumns}
            dataSource={report.errors.slice(start, start + pager.pageSize)}
            pagination={false}
          />
          <div style={{ marginTop: 8, display: 'flex', justifyContent: 'flex-end' }}>
            <Pagination pager={pager} total={report.errors.length} />
          </div>
        </>
      ) : null}
      {report.warnings.length > 0 ? (
        <>
          <h4 style={{ margin: '12px 0 8px', color: '#d46b08' }}>提醒（{report.warnings.length} 处，不影响导入）</h4>
          <Table<ImportError>
            rowKey={(e) => `w-${e.line}-${e.message}`}
            size="small"
            columns={warningColumns}
            dataSource={report.warnings}
            pagination={report.warnings.length > 10 ? { pageSize: 10, size: 'small' } : false}
          />
        </>
      ) : null}
      {report.products.length > 0 ? (
        <>
          <h4 style={{ margin: '12px 0 8px' }}>涉及指数</h4>
          <Table<ProductRows> rowKey="code" size="small" columns={productColumns} dataSource={report.products} pagination={false} />
        </>
      ) : null}
    </div>
  );
}
