import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Popconfirm, Space, Table, Upload, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { ExchangeRate } from '@coal/contracts';
import { formatChinaTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { deleteRate, importRates, listRates, saveRate } from '../api/analysisAdminApi.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

const RATES_KEY = ['prices-admin', 'rates'] as const;

/** 汇率: the CNY per USD series the portal's currency conversion uses (rate on or before each value's date). */
export function RatesTab() {
  const { message } = useAntdApp();
  const client = useQueryClient();
  const pager = usePagination();
  const [editing, setEditing] = useState<ExchangeRate | null | undefined>(undefined);
  const [form] = Form.useForm<{ date: Dayjs; cnyPerUsd: number }>();
  const query = useQuery({
    queryKey: [...RATES_KEY, pager.currentPage, pager.pageSize],
    queryFn: () => listRates({ currentPage: pager.currentPage, pageSize: pager.pageSize }),
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: RATES_KEY });
    void client.invalidateQueries({ queryKey: ['priceAnalysis'] });
  };
  const save = useMutation({
    mutationFn: (v: { date: string; cnyPerUsd: number }) => saveRate(v, editing ? 'update' : 'create'),
    onSuccess: () => {
      void message.success('保存成功');
      setEditing(undefined);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteRate, onSuccess: refresh });
  const upload = useMutation({
    mutationFn: importRates,
    onSuccess: (r) => {
      void message.success(`导入成功：共${r.imported}行`);
      refresh();
    },
  });
  const open = (row: ExchangeRate | null) => {
    form.resetFields();
    if (row) form.setFieldsValue({ date: dayjs(row.date), cnyPerUsd: row.cnyPerUsd });
    setEditing(row);
  };
  const columns: TableColumnsType<ExchangeRate> = [
    { title: '日期', dataIndex: 'date' },
    { title: '人民币/美元', dataIndex: 'cnyPerUsd', align: 'right' },
    { title: '维护人', dataIndex: 'updatedBy' },
    { title: '更新时间', dataIndex: 'updatedAt', render: (v: string) => formatChinaTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(r)}>
            修改
          </Button>
          <Popconfirm title={`删除 ${r.date} 的汇率？`} onConfirm={() => remove.mutate(r.date)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={() => open(null)}>
          新增汇率
        </Button>
        <Upload
          accept=".csv,.xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button loading={upload.isPending}>导入汇率（CSV/Excel）</Button>
        </Upload>
        <span style={{ color: '#6b7280' }}>文件首行为表头，其后每行“日期,人民币/美元”，如 2026-01-05,7.1234；已有日期将被覆盖。</span>
      </Space>
      <Table<ExchangeRate>
        aria-label="汇率列表"
        rowKey="date"
        size="small"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={false}
      />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
      <Modal
        title={editing ? `修改 ${editing.date} 的汇率` : '新增汇率'}
        open={editing !== undefined}
        onCancel={() => setEditing(undefined)}
        confirmLoading={save.isPending}
        onOk={() => void form.validateFields().then((v) => save.mutate({ date: v.date.format('YYYY-MM-DD'), cnyPerUsd: v.cnyPerUsd }))}
        forceRender
      >
        <Form form={form} layout="vertical" name="exchange-rate">
          <Form.Item name="date" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
            <DatePicker disabled={Boolean(editing)} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="cnyPerUsd" label="人民币/美元" rules={[{ required: true, message: '请输入汇率' }]}>
            <InputNumber min={0.0001} max={99.9999} step={0.0001} precision={4} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
