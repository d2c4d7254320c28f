import type { FormRule } from 'antd';

/** Turns a shared-kit validator (message or undefined) into an antd form rule. */
export function ruleOf(check: (value: string) => string | undefined): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
