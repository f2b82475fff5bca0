/**
 * Checks a form's body with the request schema the server validates it with (from
 * `@coal/contracts`), so rules that span fields (end after start, contract of the variety…)
 * show at the field before the call: the server would refuse them with a 400, which the
 * client only reports as 数据返回有误.
 */

/** What this needs of a zod schema (the web does not depend on zod itself). */
export interface RequestSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export interface FieldError {
  name: string;
  errors: string[];
}

/** The schema's first message for each field it refuses (antd `form.setFields` shape). */
export function schemaErrors(schema: RequestSchema, body: unknown): FieldError[] {
  const result = schema.safeParse(body);
  if (result.success || !result.error) return [];
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!byField.has(name)) byField.set(name, issue.message);
  }
  return [...byField].map(([name, message]) => ({ name, errors: [message] }));
}
