/** Every JSON answer of the server: `code` 0 and `result` true on success. */
export interface Envelope<T = unknown> {
  code: number;
  result: boolean;
  message: string;
  data: T;
}

/** A page of rows, as every list call answers it. */
export interface Page<T> {
  list: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}
