import { useState } from 'react';
import { Button, Picker } from 'antd-mobile';
import { useFamiliesQuery } from '../../prices/hooks/useFamiliesQuery.ts';

/** One more index on the phone chart (a picker grouped by family); 清除 removes it. */
export function MobileCompare({ code, value, onChange }: { code: string; value: string | null; onChange: (code: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const families = useFamiliesQuery().data ?? [];
  const columns = [families.flatMap((f) => f.products.filter((p) => p.code !== code).map((p) => ({ label: `${f.name} · ${p.name}`, value: p.code })))];
  const name = families.flatMap((f) => f.products).find((p) => p.code === value)?.name;
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '6px 0' }}>
      <Button size="mini" onClick={() => setOpen(true)}>
        {value ? `对比：${name ?? value}` : '添加对比指数'}
      </Button>
      {value ? (
        <Button size="mini" fill="none" onClick={() => onChange(null)}>
          清除
        </Button>
      ) : null}
      <Picker
        columns={columns}
        visible={open}
        onClose={() => setOpen(false)}
        value={value ? [value] : []}
        onConfirm={(v) => onChange((v[0] as string) ?? null)}
      />
    </div>
  );
}
