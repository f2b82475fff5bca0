import { Button, Result, Space } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';

export interface ForbiddenProps {
  /** The first page the staff member may open (null when none). */
  homePath: string | null;
}

/** 403 for a back-office page the staff member lacks the permission for. */
export function Forbidden({ homePath }: ForbiddenProps) {
  const navigate = useAppNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={`${MESSAGES.forbidden}：您没有访问该页面的权限，请联系管理员开通。`}
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{MESSAGES.backLink}</Button>
          {homePath ? (
            <Button type="primary" onClick={() => navigate(homePath)}>
              返回工作台
            </Button>
          ) : null}
        </Space>
      }
    />
  );
}
