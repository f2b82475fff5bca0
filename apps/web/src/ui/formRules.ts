import type { Rule } from 'antd/es/form';

/** A required text field's rules: not blank (`required` is the message), at most `max` characters (`tooLong`). */
export const requiredText = (required: string, max: number, tooLong: string): Rule[] => [
  { required: true, whitespace: true, message: required },
  { max, message: tooLong },
];
