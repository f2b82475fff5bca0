/**
 * antd's date and time pickers on the China clock. antd's own take "now" from their dayjs
 * generate config, `dayjs()`, the browser's clock: for a staff member in New York at 20:00 the
 * 今天 button, the highlighted today cell and 此刻 would be China's yesterday.
 * These are the same pickers, with the same props, built by antd's generatePicker from the same
 * config (its plugins included) save for `getNow`, which reads Beijing's wall clock. The app
 * imports its pickers from here, never from antd.
 */
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker as AntdDatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { chinaNow } from '../lib/china-time.ts';

const chinaGenerateConfig = { ...dayjsGenerateConfig, getNow: (): Dayjs => chinaNow() };

/** antd's DatePicker (and DatePicker.RangePicker) whose today and now are China's. */
export const DatePicker = AntdDatePicker.generatePicker<Dayjs>(chinaGenerateConfig);

/**
 * antd's TimePicker whose 此刻 is China's: the time picker the generated family carries, which
 * antd's own TimePicker wraps only for its deprecated `addon` prop and a timePicker `variant`
 * set on ConfigProvider, neither of which the app uses.
 */
export const TimePicker = DatePicker.TimePicker;
