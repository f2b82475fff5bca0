import { decryptText } from '@coal/contracts/cipher';
import { badRequest } from '../../lib/errors.ts';

/** Opens the encrypted login fields (spec §7: loginId and loginPass both encrypted). */
export function openCredential(sealed: string): string {
  const plain = decryptText(sealed);
  if (plain === null || plain.length === 0 || plain.length > 128) throw badRequest('登录参数无法解析');
  return plain;
}
