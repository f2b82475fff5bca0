import { ALERT_KIND_NAMES, ALERT_KINDS, type AlertKind, alertCreateBody } from '@coal/contracts';
import { Button, Form, InputNumber, List, Popconfirm, Select, Space, Switch, Typography } from 'antd';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { describeAlert } from '../alertText.ts';
import { useAlertsQuery, useCreateAlert, useDeleteAlert, useToggleAlert } from '../hooks/useAlerts.ts';

interface FormValues {
  kind: AlertKind;
  threshold?: number;
}

/**
 * A member's alerts: of one index (with the form to add one) on the index detail, or all of
 * them (productId absent) in 个人中心. Enable, disable, delete.
 */
export function AlertManager({ productId, unitName }: { productId?: number; unitName?: string }) {
  const query = useAlertsQuery(productId);
  const create = useCreateAlert();
  const toggle = useToggleAlert();
  const remove = useDeleteAlert();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? 'published';

  const submit = (values: FormValues) => {
    const body = { productId, ...values };
    const errors = schemaErrors(alertCreateBody, body);
    if (errors.length > 0) {
      form.setFields(errors.map((e) => ({ ...e, name: e.name as keyof FormValues })));
      return;
    }
    create.mutate({ productId: productId!, ...values }, { onSuccess: () => form.resetFields(['threshold']) });
  };

  return (
    <div>
      {productId ? (
        <Form form={form} layout="inline" initialValues={{ kind: 'published' }} onFinish={submit} style={{ marginBottom: 12, rowGap: 8 }}>
          <Form.Item name="kind" label="提醒类型">
            <Select style={{ width: 150 }} options={ALERT_KINDS.map((k) => ({ value: k, label: ALERT_KIND_NAMES[k] }))} aria-label="提醒类型" />
          </Form.Item>
          {kind === 'published' ? null : (
            <Form.Item name="threshold" label={kind === 'change' ? '百分比' : '价格'}>
              <InputNumber style={{ width: 140 }} aria-label={kind === 'change' ? '变动百分比' : '价格阈值'} addonAfter={kind === 'change' ? '%' : unitName} />
            </Form.Item>
          )}
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              添加提醒
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {query.isPending ? (
        <LineSkeleton rows={2} />
      ) : (query.data ?? []).length === 0 ? (
        <Empty simple description={productId ? '尚未设置提醒' : '尚未设置任何提醒：在价格指数详情中点击“提醒”添加'} />
      ) : (
        <List
          size="small"
          dataSource={query.data}
          renderItem={(alert) => (
            <List.Item
              actions={[
                <Switch
                  key="on"
                  size="small"
                  checked={alert.enabled}
                  aria-label={`${alert.enabled ? '停用' : '启用'}提醒：${describeAlert(alert)}`}
                  onChange={(enabled) => toggle.mutate({ id: alert.id, enabled })}
                />,
                <Popconfirm key="del" title="删除这条提醒？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(alert.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Space>
                {productId ? null : <span>{alert.name}</span>}
                <span>{describeAlert(alert)}</span>
                {alert.enabled ? null : <Typography.Text type="secondary">已停用</Typography.Text>}
              </Space>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
