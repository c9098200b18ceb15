/**
 * Field rules for the light forms, with antd Form's semantics: a rule other than `required` lets an empty
 * value pass (as antd's async-validator skips it), and every failing rule adds its message.
 */
export interface Rule<V = unknown> {
  message: string;
  /** Marks the field as required (aria-required) as well as testing it. */
  required?: boolean;
  /** True when the value passes. */
  test: (value: string, values: V) => boolean;
}

// antd's `type: 'email'` check (@rc-component/async-validator), so the same addresses pass and fail.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;
const EMAIL_MAX_LENGTH = 320;

/** A value must be given; with `whitespace`, spaces alone do not count. */
export function required(message: string, { whitespace = false } = {}): Rule {
  return { message, required: true, test: (value) => (whitespace ? value.trim() : value) !== '' };
}

/** A checkbox that must be ticked (its value reaches the rules as 'true' or 'false'). */
export function checked(message: string): Rule {
  return { message, required: true, test: (value) => value === 'true' };
}

export function email(message: string): Rule {
  return { message, test: (value) => value === '' || (value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)) };
}

export function minLength(min: number, message: string): Rule {
  return { message, test: (value) => value === '' || value.length >= min };
}

export function pattern(regexp: RegExp, message: string): Rule {
  return { message, test: (value) => value === '' || regexp.test(value) };
}

/** The value equals another field's (a confirmation field); empty passes, `required` covers that. */
export function sameAs<V>(field: keyof V, message: string): Rule<V> {
  return { message, test: (value, values) => value === '' || values[field] === value };
}

/** The messages of the rules the value fails, in rule order (none: valid). */
export function validate<V>(value: string, rules: readonly Rule<V>[], values: V): string[] {
  return rules.filter((rule) => !rule.test(value, values)).map((rule) => rule.message);
}
