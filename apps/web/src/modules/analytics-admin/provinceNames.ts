/**
 * ip2region names provinces in full (北京市, 内蒙古自治区, 广西壮族自治区, 香港特别行政区);
 * the China map of echarts 4.9.0 uses short names (北京, 内蒙古, 广西, 香港). Names that are
 * not provinces (未知, 本地, 内网IP) have no place on the map.
 */
const MAP_NAMES = [
  '台湾',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
  '北京',
  '天津',
  '上海',
  '重庆',
  '香港',
  '澳门',
];

const SUFFIXES = ['壮族自治区', '回族自治区', '维吾尔自治区', '特别行政区', '自治区', '省', '市'];

/** The map's name for a province, or null when it is not one. */
export function mapProvinceName(name: string): string | null {
  const trimmed = name.trim();
  if (MAP_NAMES.includes(trimmed)) return trimmed;
  const suffix = SUFFIXES.find((s) => trimmed.endsWith(s));
  const short = suffix ? trimmed.slice(0, -suffix.length) : trimmed;
  return MAP_NAMES.includes(short) ? short : null;
}
