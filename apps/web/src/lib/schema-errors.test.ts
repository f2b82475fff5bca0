import { describe, expect, it } from 'vitest';
import { basisSaveBody } from '@coal/contracts';
import { schemaErrors } from './schema-errors.ts';

describe('schemaErrors', () => {
  const good = { tradeDate: '2026-11-20', variety: 'J', spotName: '现货', spotPrice: 2000, futuresPrice: 1900 };

  it('answers nothing for a good body and the first message per field otherwise', () => {
    expect(schemaErrors(basisSaveBody, good)).toEqual([]);
    expect(schemaErrors(basisSaveBody, { ...good, contract: 'JM2701' })).toEqual([{ name: 'contract', errors: ['合约代码与品种不一致'] }]);
    expect(schemaErrors(basisSaveBody, { ...good, spotName: '', spotPrice: 0 })).toEqual([
      { name: 'spotName', errors: ['请输入现货名称'] },
      { name: 'spotPrice', errors: ['现货价必须大于0'] },
    ]);
  });
});
