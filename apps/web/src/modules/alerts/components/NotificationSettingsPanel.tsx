import { useEffect, useState } from 'react';
import { NOTIFY_KIND_NAMES, NOTIFY_KINDS, type NotifySettings, notifySettingsBody } from '@coal/contracts';
import { Alert, Button, Card, Form, Input, Switch, Table } from 'antd';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { useNotifySettings, useSaveNotifySettings } from '../hooks/useAlerts.ts';
import { AlertManager } from './AlertManager.tsx';

type Prefs = NotifySettings['prefs'];

/** 个人中心 · 消息与提醒: the email address, 站内/邮件 per kind, and every alert of the member. */
export function NotificationSettingsPanel() {
  const query = useNotifySettings();
  const save = useSaveNotifySettings();
  const [email, setEmail] = useState('');
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    setEmail(query.data.email);
    setPrefs(query.data.prefs);
  }, [query.data]);

  const submit = () => {
    const body = { email, prefs };
    const errors = schemaErrors(notifySettingsBody, body);
    setEmailError(errors.find((e) => e.name === 'email')?.errors[0] ?? null);
    if (errors.length === 0 && prefs) save.mutate({ email: email.trim(), prefs });
  };
  const set = (kind: keyof Prefs, channel: 'inApp' | 'email', on: boolean) => setPrefs((p) => (p ? { ...p, [kind]: { ...p[kind], [channel]: on } } : p));

  return (
    <>
      <Card title="通知设置" size="small" style={{ marginBottom: 16 }}>
        {!prefs ? (
          <LineSkeleton rows={4} />
        ) : (
          <Form layout="vertical" onFinish={submit}>
            {query.data?.mailEnabled ? null : (
              <Alert type="info" showIcon message="本站尚未开通邮件发送，邮件通知将在开通后生效" style={{ marginBottom: 12 }} />
            )}
            <Form.Item label="接收通知的邮箱" validateStatus={emailError ? 'error' : undefined} help={emailError ?? '留空则不发送邮件'}>
              <Input value={email} maxLength={200} placeholder="name@example.com" onChange={(e) => setEmail(e.target.value)} style={{ maxWidth: 360 }} />
            </Form.Item>
            <Table
              size="small"
              pagination={false}
              rowKey="kind"
              dataSource={NOTIFY_KINDS.map((kind) => ({ kind }))}
              columns={[
                { title: '通知类型', dataIndex: 'kind', render: (k: keyof Prefs) => NOTIFY_KIND_NAMES[k] },
                {
                  title: '站内',
                  render: (_, { kind }) => (
                    <Switch
                      size="small"
                      checked={prefs[kind].inApp}
                      aria-label={`${NOTIFY_KIND_NAMES[kind]}站内通知`}
                      onChange={(on) => set(kind, 'inApp', on)}
                    />
                  ),
                },
                {
                  title: '邮件',
                  render: (_, { kind }) => (
                    <Switch
                      size="small"
                      checked={prefs[kind].email}
                      aria-label={`${NOTIFY_KIND_NAMES[kind]}邮件通知`}
                      onChange={(on) => set(kind, 'email', on)}
                    />
                  ),
                },
              ]}
            />
            <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 12 }}>
              保存设置
            </Button>
          </Form>
        )}
      </Card>
      <Card title="我的提醒" size="small">
        <AlertManager />
      </Card>
    </>
  );
}
