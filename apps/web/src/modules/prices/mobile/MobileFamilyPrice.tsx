import { ErrorBlock, Skeleton } from 'antd-mobile';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { useFamiliesQuery } from '../hooks/useFamiliesQuery.ts';
import { useLatestValuesQuery } from '../hooks/useLatestValuesQuery.ts';
import { formatDateWithWeekday } from '../utils/format.ts';
import { MobileLatestList } from './MobileLatestList.tsx';
import './mobile.css';

export interface MobileFamilyPriceProps {
  familyCode: string;
  /** Show the family's name and description (off inside family tabs). */
  showHead?: boolean;
}

/** One index family on a phone: name, date, demo label and its indexes' latest values. */
export function MobileFamilyPrice({ familyCode, showHead = true }: MobileFamilyPriceProps) {
  const families = useFamiliesQuery();
  const latest = useLatestValuesQuery({ familyCode });
  const family = families.data?.find((f) => f.code === familyCode);
  const list = latest.data?.list ?? [];
  if (latest.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (latest.isError) return <ErrorBlock status="default" title="加载失败" description="请稍后重试" />;
  return (
    <section aria-label={family?.name ?? familyCode}>
      {showHead ? (
        <div className="coal-m-price__head">
          <h2>{family?.name ?? familyCode}</h2>
          <DemoBadge flags={[family?.demo, ...list.map((v) => v.demo)]} />
        </div>
      ) : null}
      <div className="coal-m-price__head">
        {latest.data?.asOf ? <span className="coal-m-price__muted">数据截至 {formatDateWithWeekday(latest.data.asOf)}</span> : null}
        {showHead ? null : <DemoBadge flags={list.map((v) => v.demo)} />}
      </div>
      {list.length === 0 ? <ErrorBlock status="empty" title="暂无数据" description="" /> : <MobileLatestList values={list} />}
      {showHead && family?.description ? <p className="coal-m-price__muted">{family.description}</p> : null}
    </section>
  );
}
