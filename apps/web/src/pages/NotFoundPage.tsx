import { Button, Result } from 'antd';
import { useAppNavigate } from '../app/guard/useAppNavigate.ts';

/** Any unknown path (spec §2): no login needed, a way back home. */
export function NotFoundPage() {
  const navigate = useAppNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在或已被移除。"
      extra={
        <Button type="primary" onClick={() => navigate('/portal/Home')}>
          返回首页
        </Button>
      }
    />
  );
}
