import { useState } from 'react';
import { ALERT_KIND_NAMES, ALERT_KINDS, type AlertKind, alertCreateBody } from '@coal/contracts';
import { Button, Input, List, Popup, Selector, Switch } from 'antd-mobile';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { describeAlert } from '../alertText.ts';
import { useAlertsQuery, useCreateAlert, useDeleteAlert, useToggleAlert } from '../hooks/useAlerts.ts';

/** Phones: an index's alerts in a bottom sheet — add, enable/disable, delete. */
export function MobileAlertSheet({ productId, name, unitName, onClose }: { productId: number; name: string; unitName: string; onClose: () => void }) {
  const alerts = useAlertsQuery(productId);
  const create = useCreateAlert();
  const toggle = useToggleAlert();
  const remove = useDeleteAlert();
  const [kind, setKind] = useState<AlertKind>('published');
  const [threshold, setThreshold] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const body = { productId, kind, threshold: kind === 'published' ? undefined : threshold };
    const errors = schemaErrors(alertCreateBody, body);
    setError(errors[0]?.errors[0] ?? null);
    if (errors.length === 0)
      create.mutate({ productId, kind, threshold: kind === 'published' ? undefined : Number(threshold) }, { onSuccess: () => setThreshold('') });
  };
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ padding: 16, maxHeight: '85vh', overflow: 'auto' }}>
      <h3 style={{ margin: '0 0 8px' }}>{name} · 价格提醒</h3>
      <Selector
        columns={2}
        value={[kind]}
        onChange={(v) => v[0] && setKind(v[0])}
        options={ALERT_KINDS.map((k) => ({ value: k, label: ALERT_KIND_NAMES[k] }))}
      />
      {kind === 'published' ? null : (
        <Input
          style={{ marginTop: 8, border: '1px solid #eee', padding: 6 }}
          type="number"
          inputMode="decimal"
          placeholder={kind === 'change' ? '变动百分比（%）' : `价格（${unitName}）`}
          aria-label={kind === 'change' ? '变动百分比' : '价格阈值'}
          value={threshold}
          onChange={setThreshold}
        />
      )}
      {error ? (
        <p role="alert" style={{ color: '#ff3141', margin: '4px 0' }}>
          {error}
        </p>
      ) : null}
      <Button block color="primary" style={{ marginTop: 8 }} loading={create.isPending} onClick={add}>
        添加提醒
      </Button>
      <List header="已设置的提醒" style={{ marginTop: 12 }}>
        {(alerts.data ?? []).length === 0 ? <List.Item>尚未设置提醒</List.Item> : null}
        {(alerts.data ?? []).map((a) => (
          <List.Item
            key={a.id}
            extra={
              <>
                <Switch
                  checked={a.enabled}
                  aria-label={`${a.enabled ? '停用' : '启用'}提醒：${describeAlert(a)}`}
                  onChange={(on) => toggle.mutate({ id: a.id, enabled: on })}
                />
                <Button size="mini" fill="none" color="danger" onClick={() => remove.mutate(a.id)}>
                  删除
                </Button>
              </>
            }
          >
            {describeAlert(a)}
          </List.Item>
        ))}
      </List>
    </Popup>
  );
}
