/**
 * The junk the bad-input properties send as every field's value: random text short and long,
 * numbers as text, and the values every module must refuse or survive (empty, blank, negative,
 * out of range, SQL, NUL), plus each module's own traps (`extra`: its codes, dates, enums).
 */
import fc from 'fast-check';

const EVERY_MODULE = ['', ' ', '-1', '0', '1e309', "' or 1=1 --", '\u0000'];

export function junkArbitrary({ maxShort, longFrom, extra }: { maxShort: number; longFrom?: number; extra: string[] }): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: maxShort }),
    ...(longFrom ? [fc.string({ minLength: longFrom, maxLength: longFrom + 100 })] : []),
    fc.integer().map(String),
    fc.constantFrom(...EVERY_MODULE, ...extra),
  );
}
