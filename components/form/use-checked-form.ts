import { useState } from 'react';

type Problems = Partial<Record<string, string>>;

/**
 * The state of a form checked as a whole by one rule (`check`, shared with the server's schema in lib/): nothing
 * is said until the first submit; after that a field that was wrong is checked again as it changes. `passes`
 * checks everything and focuses the first wrong field (ids are `<idPrefix>_<field>`); `item` gives FormItem's props.
 */
export function useCheckedForm<V extends object, E extends Problems>(initial: V | (() => V), check: (values: V) => E, idPrefix: string) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E>({} as E);

  /** New values; checked again if anything was wrong (with `checkWith` when the rule's other inputs changed too). */
  const revise = (next: V, checkWith: (values: V) => E = check) => {
    setValues(next);
    if (Object.keys(errors).length) setErrors(checkWith(next));
  };

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field as string]) setErrors(check(next));
  };

  const passes = (): boolean => {
    const found = check(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${idPrefix}_${first}`)?.focus();
    return !first;
  };

  const item = (field: keyof E & string) => ({ id: `${idPrefix}_${field}`, errors: errors[field] ? [errors[field] as string] : [] });

  return { values, errors, set, revise, passes, item };
}
