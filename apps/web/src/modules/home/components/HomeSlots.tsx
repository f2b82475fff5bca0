import { type ComponentType, lazy, Suspense } from 'react';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useNearViewport } from '../../../ui/useNearViewport.ts';

/*
 * ─── SLOTS FOR THE PRICE TEAM ───────────────────────────────────────────────────────────
 * The price pages' engineer hands over modules/prices/components/HomePricePanel.tsx and
 * modules/market-charts/components/HomeMarketTrendChart.tsx (named exports, each rendering
 * its own SectionCard). They are lazy-imported when the files exist (import.meta.glob finds
 * nothing otherwise, so the build never breaks on a missing file); until then the slot is a
 * SectionCard with the empty state.
 */
type Module = Record<string, unknown>;
const pricePanel = import.meta.glob<Module>('../../prices/components/HomePricePanel.tsx');
const trendChart = import.meta.glob<Module>('../../market-charts/components/HomeMarketTrendChart.tsx');

function lazySlot(loaders: Record<string, () => Promise<Module>>, exportName: string): ComponentType | null {
  const load = Object.values(loaders)[0];
  if (!load) return null;
  return lazy(async () => {
    const module = await load();
    const component = (module[exportName] ?? module.default) as ComponentType | undefined;
    return { default: component ?? (() => <Empty simple />) };
  });
}

const HomePricePanel = lazySlot(pricePanel, 'HomePricePanel');
const HomeMarketTrendChart = lazySlot(trendChart, 'HomeMarketTrendChart');

function Slot({ component: Component, title, moreTo }: { component: ComponentType | null; title: string; moreTo: string }) {
  const frame = (body: React.ReactNode) => (
    <SectionCard title={title} moreTo={moreTo}>
      {body}
    </SectionCard>
  );
  if (!Component) return frame(<Empty simple description="数据即将上线" />);
  return (
    <Suspense fallback={frame(<LineSkeleton rows={5} />)}>
      <Component />
    </Suspense>
  );
}

/** 价格指数 slot of the home pages (HomePricePanel, owned by the price pages). */
export function HomePriceSlot() {
  return <Slot component={HomePricePanel} title="价格指数" moreTo="/portal/Price" />;
}

/**
 * 行情走势 slot of the home pages (HomeMarketTrendChart, owned by the price pages). Below the
 * fold: its code and its data load when it is scrolled near (300 px) the viewport.
 */
export function HomeTrendSlot() {
  const { ref, near } = useNearViewport('300px');
  if (!near) {
    return (
      <div ref={ref} className="coal-home-slot-placeholder">
        <SectionCard title="行情走势" moreTo="/portal/Price">
          <LineSkeleton rows={5} />
        </SectionCard>
      </div>
    );
  }
  return <Slot component={HomeMarketTrendChart} title="行情走势" moreTo="/portal/Price" />;
}
