import type { SensitiveWordImportReport } from '@coal/contracts';
import { Alert, Collapse, Descriptions, Table, Tag } from 'antd';

export interface ImportReportViewProps {
  ok: boolean;
  message: string;
  report: SensitiveWordImportReport;
}

/** What an import did: counts, duplicate words skipped, bad lines with their reasons. */
export function ImportReportView({ ok, message, report }: ImportReportViewProps) {
  const items = [];
  if (report.badLines.length) {
    items.push({
      key: 'bad',
      label: `格式有误的行（${report.badLines.length}）`,
      children: (
        <Table
          size="small"
          rowKey="line"
          pagination={report.badLines.length > 10 ? { pageSize: 10, size: 'small' } : false}
          dataSource={report.badLines}
          columns={[
            { title: '行号', dataIndex: 'line', width: 70 },
            { title: '内容', dataIndex: 'text', render: (t: string) => <code>{t}</code> },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
      ),
    });
  }
  if (report.duplicates.length) {
    items.push({
      key: 'dup',
      label: `重复已跳过（${report.duplicates.length}）`,
      children: (
        <div className="coal-tag-cloud">
          {report.duplicates.map((d) => (
            <Tag key={`${d.line}-${d.word}`}>{`第${d.line}行：${d.word}`}</Tag>
          ))}
        </div>
      ),
    });
  }
  return (
    <div aria-label="导入结果">
      <Alert type={ok ? 'success' : 'error'} showIcon title={message || (ok ? '导入成功' : '导入失败')} style={{ marginBottom: 12 }} />
      <Descriptions size="small" bordered column={4}>
        <Descriptions.Item label="总行数">{report.totalLines}</Descriptions.Item>
        <Descriptions.Item label="新增">{report.imported ? report.addedCount : 0}</Descriptions.Item>
        <Descriptions.Item label="重复">{report.duplicates.length}</Descriptions.Item>
        <Descriptions.Item label="错误行">{report.badLines.length}</Descriptions.Item>
      </Descriptions>
      {!report.imported ? <p className="coal-muted">未保存任何敏感词。可修正文件后重新导入，或勾选“忽略错误行”仅导入正确的行。</p> : null}
      {items.length ? <Collapse style={{ marginTop: 12 }} items={items} defaultActiveKey={items.map((i) => i.key)} /> : null}
    </div>
  );
}
