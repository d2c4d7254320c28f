import type { ValidationResult } from '@portal/shared-kit';
import type { FormRule } from 'antd';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** Turns a shared-kit validator into an antd form rule with the spec's message. */
export function ruleOf(validate: (v: string) => ValidationResult): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const problem = validate(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
