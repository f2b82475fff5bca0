import { useCallback, useEffect, useState } from 'react';
import { CheckCircleTwoTone, CloseCircleTwoTone, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useSessionStore } from '../../stores/session.ts';
import { checkApi, type ApiCheckResult } from './apiCheck.ts';
import { runBrowserChecks, type CheckResult } from './browserChecks.ts';

const mark = (ok: boolean) =>
  ok ? <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="通过" /> : <CloseCircleTwoTone twoToneColor="#c8161d" aria-label="未通过" />;

/** /portal/Test (DESIGN §5): browser support, API reachability and login state. */
export function SelfCheck() {
  const [browser, setBrowser] = useState<CheckResult[]>(() => runBrowserChecks());
  const [api, setApi] = useState<ApiCheckResult | null>(null);
  const [running, setRunning] = useState(false);
  const loginStatus = useSessionStore((state) => state.loginStatus);
  const loginId = useSessionStore((state) => state.userInfo?.loginId ?? '');

  const run = useCallback(async () => {
    setRunning(true);
    setBrowser(runBrowserChecks());
    setApi(await checkApi());
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          系统自检
        </Typography.Title>
        <Button icon={<ReloadOutlined />} loading={running} onClick={() => void run()}>
          重新检测
        </Button>
      </Space>
      <Card title="浏览器支持">
        <Typography.Paragraph type="secondary" copyable>
          {window.navigator.userAgent}
        </Typography.Paragraph>
        <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small">
          {browser.map((check) => (
            <Descriptions.Item key={check.name} label={check.name}>
              <Space>
                {mark(check.ok)}
                {check.detail}
              </Space>
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title="接口连通性">
        {api ? (
          <Space>
            {mark(api.ok)}
            <span>{api.detail}</span>
            <Tag color={api.ok ? 'green' : 'red'}>耗时 {api.latencyMs} ms</Tag>
          </Space>
        ) : (
          <span>检测中…</span>
        )}
      </Card>
      <Card title="登录状态">
        <Descriptions column={2} size="small">
          <Descriptions.Item label="登录账号">{loginId || '—'}</Descriptions.Item>
          <Descriptions.Item label="登录状态">
            <Tag color={loginStatus ? 'blue' : 'default'}>{loginStatus ? '已登录' : '游客'}</Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </Space>
  );
}
