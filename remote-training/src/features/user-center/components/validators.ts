import type { ValidationResult } from '@portal/shared-kit';

/** An antd form rule out of a spec §5 validator (its message is the spec's own text). */
export const ruleOf = (check: (v: string) => ValidationResult) => ({
  validator: (_: unknown, value: string | undefined) => {
    const error = check(value ?? '');
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});
