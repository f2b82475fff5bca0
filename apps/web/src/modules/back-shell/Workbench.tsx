import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { AppLink } from '../../app/guard/AppLink.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';
import { useWorkbenchQuery } from '../staff-admin/hooks/useStaffAdmin.ts';
import { buildBackMenu } from './menu.ts';

/**
 * The back office's landing page (/back): what needs action (only the counts this staff
 * member may act on, each a link to the list filtered to exactly those) and shortcuts to
 * every page of their menu.
 */
export function Workbench({ permissions }: { permissions: readonly string[] }) {
  const counts = useWorkbenchQuery();
  const groups = buildBackMenu(permissions);
  return (
    <ManagerLayout title="工作台">
      {counts.isPending ? (
        <Skeleton active />
      ) : counts.data && counts.data.length > 0 ? (
        <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
          {counts.data.map((card) => (
            <Col key={card.key} xs={24} sm={12} xl={6}>
              <AppLink to={card.path} data-testid={`workbench-${card.key}`} aria-label={`${card.title} ${card.count}`}>
                <Card hoverable size="small">
                  <Statistic title={card.title} value={card.count} valueStyle={card.count > 0 ? { color: '#cf1322' } : undefined} />
                </Card>
              </AppLink>
            </Col>
          ))}
        </Row>
      ) : null}
      <h3 style={{ margin: '0 0 12px' }}>常用功能</h3>
      {groups.length === 0 ? (
        <Empty description="您的账号尚未分配后台权限，请联系管理员。" />
      ) : (
        <Row gutter={[16, 16]}>
          {groups.map((group) => (
            <Col key={group.title} xs={24} sm={12} xl={8}>
              <Card size="small" title={group.title}>
                <nav aria-label={group.title} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
                  {group.items.map((item) => (
                    <AppLink key={item.name} to={item.path}>
                      {item.title}
                    </AppLink>
                  ))}
                </nav>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </ManagerLayout>
  );
}
