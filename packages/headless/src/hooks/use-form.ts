import { useCallback, useMemo, useRef, useState } from 'react';
import { validateForm, type FormSchema, type ValidationContext } from '../core/validation/validators';

/** Props a text field takes from {@link useForm}: value, change handler and its first message. */
export interface FormFieldProps {
  /** The field's current value. */
  readonly value: string;
  /** Sets the field's value and clears its message. */
  readonly onChange: (value: string) => void;
  /** The field's message from the last `validate` (its first) or `setError`; `undefined` when none, and cleared when the value changes. */
  readonly error: string | undefined;
}

/**
 * Form state over a validation schema (core/validation): values stay as typed whatever fails
 * (spec: bad input shows the message and loses nothing), messages appear on submit and clear as
 * the field is edited; `setError` places a server message on a field.
 */
export function useForm<K extends string>(schema: FormSchema, initial: Readonly<Record<K, string>>, context: Omit<ValidationContext, 'values'> = {}) {
  const [values, setValues] = useState<Readonly<Record<K, string>>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K | 'form', string>>>({});
  const contextRef = useRef(context);
  contextRef.current = context;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const setValue = useCallback((name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** Runs the schema; shows the first message of each failing field; true when valid. */
  const validate = useCallback((): boolean => {
    const result = validateForm(schema, valuesRef.current, contextRef.current);
    const next: Partial<Record<K | 'form', string>> = {};
    for (const [name, messages] of Object.entries(result.errors) as [K, string[] | undefined][]) {
      if (messages?.[0] !== undefined) next[name] = messages[0];
    }
    setErrors(next);
    return result.isValid;
  }, [schema]);

  const setError = useCallback((name: K | 'form', message: string | undefined) => {
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  }, []);

  const field = useCallback(
    (name: K): FormFieldProps => ({ value: values[name], onChange: (value: string) => setValue(name, value), error: errors[name] }),
    [errors, setValue, values],
  );

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return useMemo(
    () => ({ values, errors, field, setValue, setError, validate, reset }),
    [errors, field, reset, setError, setValue, validate, values],
  );
}
