import { FINANCE_TYPE_NAMES, type AdminFinanceProduct, type FinanceType } from '@coal/contracts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { CrudDialog } from '../../../ui/admin-list/CrudDialog.tsx';
import { CrudList, type CrudFormProps } from '../../../ui/admin-list/CrudList.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { financeApi } from '../api/siteAdminApi.ts';
import { LINK_RULE } from './AdForm.tsx';

const TYPE_OPTIONS = (Object.keys(FINANCE_TYPE_NAMES) as FinanceType[]).map((value) => ({ value, label: FINANCE_TYPE_NAMES[value] }));
const num = (label: string, name: string, min: number, max: number) => (
  <Col span={6}>
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请输入${label}` }]}>
      <InputNumber min={min} max={max} style={{ width: '100%' }} />
    </Form.Item>
  </Col>
);

function FinanceForm(props: CrudFormProps<AdminFinanceProduct>) {
  return (
    <CrudDialog<AdminFinanceProduct> {...props} noun="金融产品" width={760} defaults={{ type: 'warehouse_receipt', sort: 0, enabled: true }} sortAndEnabled>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="type" label="产品类型">
            <Select options={TYPE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="name" label="产品名称" rules={[{ required: true, whitespace: true, message: '请输入产品名称' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="provider" label="资金方" rules={[{ required: true, whitespace: true, message: '请输入资金方' }]}>
            <Input />
          </Form.Item>
        </Col>
        {num('最低年化利率(%)', 'rateMin', 0, 100)}
        {num('最高年化利率(%)', 'rateMax', 0, 100)}
        {num('最短期限(月)', 'termMinMonths', 1, 600)}
        {num('最长期限(月)', 'termMaxMonths', 1, 600)}
        <Col span={8}>
          <Form.Item name="limitMaxWan" label="最高额度(万元)">
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="applyUrl" label="申请链接" rules={[LINK_RULE]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="产品说明" rules={[{ max: 2000, message: '说明不能超过2000个字符' }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </CrudDialog>
  );
}

/** 数字金融 products (GET /api/digitalFinance/getData shows the enabled ones). */
export function FinanceProductsAdmin() {
  const filters = useListFilters({ scope: 'finance' });
  return (
    <CrudList<AdminFinanceProduct, AdminFinanceProduct, object>
      api={financeApi}
      portalKeys={[['site', 'finance']]}
      filters={filters}
      addLabel="新增产品"
      deleteTitle="删除该产品？"
      Form={FinanceForm}
      columns={() => [
        { title: '产品', dataIndex: 'name' },
        { title: '类型', dataIndex: 'typeName', width: 120 },
        { title: '资金方', dataIndex: 'provider', width: 140 },
        { title: '利率', dataIndex: 'rateText', width: 130 },
        { title: '期限', dataIndex: 'termText', width: 100 },
        { title: '额度', dataIndex: 'limitText', width: 120 },
        { title: '启用', dataIndex: 'enabled', width: 60, render: (e: boolean) => (e ? '是' : '否') },
      ]}
    />
  );
}
