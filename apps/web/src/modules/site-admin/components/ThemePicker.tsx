import { useEffect, useState } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import { getConfig } from '../../../lib/runtime-config.ts';
import { useSelectThemeMutation, useThemesQuery } from '../hooks/useSiteAdmin.ts';

/** A small picture of the portal header in the theme (mourn: grayscale, as the portal does). */
function ThemePreview({ themeNameEn }: { themeNameEn: string }) {
  return (
    <div className="coal-theme-preview" style={{ filter: themeNameEn === 'mourn' ? 'grayscale(1)' : undefined }} aria-hidden="true">
      <div className="coal-theme-preview__top" />
      <div className="coal-theme-preview__nav" />
      <div className="coal-theme-preview__body">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

/** Theme: choose the portal's theme; 哀悼 (mourn) turns the whole portal gray. */
export function ThemePicker() {
  const themes = useThemesQuery();
  const select = useSelectThemeMutation();
  const saved = themes.data?.find((t) => t.selected)?.themeNameEn ?? '';
  const [choice, setChoice] = useState(saved);
  useEffect(() => setChoice(saved), [saved]);
  if (themes.isLoading) return <Skeleton active />;
  const portalHome = `${getConfig().basePath}portal/Home`;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon title="保存后门户网站即时生效（访客刷新页面后看到新主题）。选择“哀悼”主题时，门户全站显示为灰色。" />
      <div className="coal-theme-grid" role="radiogroup" aria-label="站点主题">
        {(themes.data ?? []).map((theme) => (
          <button
            key={theme.themeNameEn}
            type="button"
            role="radio"
            aria-checked={choice === theme.themeNameEn}
            className={choice === theme.themeNameEn ? 'coal-theme-card coal-theme-card--active' : 'coal-theme-card'}
            onClick={() => setChoice(theme.themeNameEn)}
          >
            <ThemePreview themeNameEn={theme.themeNameEn} />
            <div className="coal-theme-card__name">
              {theme.name}
              {theme.selected ? (
                <span className="coal-theme-card__current">
                  <CheckCircleFilled /> 当前使用
                </span>
              ) : null}
            </div>
            <div className="coal-muted">{theme.themeNameEn}</div>
          </button>
        ))}
      </div>
      <Space>
        <Button type="primary" disabled={!choice || choice === saved} loading={select.isPending} onClick={() => select.mutate(choice)}>
          保存主题
        </Button>
        <Button href={portalHome} target="_blank" rel="noopener noreferrer">
          打开门户查看效果
        </Button>
      </Space>
    </Space>
  );
}
