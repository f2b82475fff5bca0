/**
 * Price changes as Chinese markets show them (up red, down green, unchanged gray): defined
 * once in the contracts, where the server's first HTML of the mobile home reads them too.
 */
export {
  type Direction,
  DIRECTION_ARROWS,
  DIRECTION_NAMES,
  MARKET_COLORS,
  changeColor,
  changeDirection,
  changeText,
  formatChange,
  formatNumber,
  formatPct,
} from '@coal/contracts/market-format';
