import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type Rule } from './validation';

export type FieldStatus = 'error' | 'success';

type Fields<V, T> = { [K in keyof V]?: T };

/** A control a field is typed or chosen in: a text box, or a native select (LightSelect). */
type FieldElement = HTMLInputElement | HTMLSelectElement;

export interface LightFormOptions<V> {
  /** The form's id and its fields' id prefix (`<name>_<field>`, as antd's Form `name`). */
  name: string;
  initialValues: V;
  rules?: Fields<V, readonly Rule<V>[]>;
  /**
   * Per field, the fields its rules read (antd's `dependencies`): a change to one of them checks the field
   * again, once it has been checked (the confirmation of a password).
   */
  dependencies?: Fields<V, readonly (keyof V)[]>;
  /** Called with the values once every field passes its rules. */
  onSubmit: (values: V) => void;
}

interface State<V> {
  values: V;
  errors: Fields<V, string[]>;
  /** Fields checked at least once (changed or submitted): they show their outcome. */
  checked: Fields<V, boolean>;
}

/**
 * The state of a light form, with antd Form's behaviour: a field is checked as it changes and every field on
 * submit (which then reaches `onSubmit`, or focuses the first invalid field: the order of `initialValues`).
 * `item`, `input` and `checkbox` give the props for FormItem, LightInput / LightPasswordInput and LightCheckbox.
 */
export function useLightForm<V extends { [K in keyof V]: string | boolean }>(options: LightFormOptions<V>) {
  const { name, onSubmit } = options;
  const rules: Fields<V, readonly Rule<V>[]> = options.rules ?? {};
  const dependencies: Fields<V, readonly (keyof V)[]> = options.dependencies ?? {};
  const initial = useRef(options.initialValues).current;
  const [state, setState] = useState<State<V>>({ values: initial, errors: {}, checked: {} });
  const elements = useRef(new Map<keyof V, FieldElement>());
  const refCallbacks = useRef(new Map<keyof V, (element: FieldElement | null) => void>());

  const check = (field: keyof V, values: V) => validate(String(values[field]), rules[field] ?? [], values);

  const change = (field: keyof V, value: string | boolean) =>
    setState((s) => {
      const values = { ...s.values, [field]: value };
      const dependents = (Object.keys(dependencies) as (keyof V)[]).filter((other) => s.checked[other] && dependencies[other]?.includes(field));
      const errors = { ...s.errors };
      for (const checkedField of [field, ...dependents]) errors[checkedField] = check(checkedField, values);
      return { values, errors, checked: { ...s.checked, [field]: true } };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.keys(state.values) as (keyof V)[];
    const errors: Fields<V, string[]> = {};
    const checked: Fields<V, boolean> = {};
    for (const field of fields) {
      errors[field] = check(field, state.values);
      checked[field] = true;
    }
    setState((s) => ({ ...s, errors, checked }));
    const firstInvalid = fields.find((field) => errors[field]?.length);
    if (firstInvalid === undefined) onSubmit(state.values);
    else elements.current.get(firstInvalid)?.focus();
  };

  const reset = useCallback(() => setState({ values: initial, errors: {}, checked: {} }), [initial]);

  /** A stable ref callback per field, so that React does not detach and attach it on every render. */
  const refFor = (field: keyof V) => {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  };

  const id = (field: keyof V & string) => `${name}_${field}`;
  const errorsOf = (field: keyof V) => state.errors[field] ?? [];

  return {
    formProps: { id: name, noValidate: true, onSubmit: submit },
    item: (field: keyof V & string) => ({ id: id(field), errors: errorsOf(field) }),
    input: (field: keyof V & string) => ({
      value: String(state.values[field]),
      onChange: (event: ChangeEvent<FieldElement>) => change(field, event.target.value),
      status: (errorsOf(field).length ? 'error' : state.checked[field] ? 'success' : undefined) as FieldStatus | undefined,
      'aria-required': rules[field]?.some((rule) => rule.required) || undefined,
      ref: refFor(field),
    }),
    checkbox: (field: keyof V & string) => ({
      id: id(field),
      checked: state.values[field] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.checked),
      ref: refFor(field),
    }),
    reset,
  };
}

export type LightFormApi<V extends { [K in keyof V]: string | boolean }> = ReturnType<typeof useLightForm<V>>;
