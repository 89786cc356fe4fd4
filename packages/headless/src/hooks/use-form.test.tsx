import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../core/messages';
import { confirmEmailMatches, emailRequired, usernameRequired } from '../core/validation/validators';
import { useForm } from './use-form';

afterEach(cleanup);

const schema = { username: usernameRequired, email: emailRequired, confirmEmail: confirmEmailMatches('email') };
const EMPTY = { username: '', email: '', confirmEmail: '' };

describe('useForm (spec 000 §5)', () => {
  it('shows no message before submit, then the first message of each failing field', () => {
    const { result } = renderHook(() => useForm(schema, EMPTY));
    expect(result.current.errors).toEqual({});
    expect(result.current.field('username')).toMatchObject({ value: '', error: undefined });
    let isValid = true;
    act(() => {
      isValid = result.current.validate();
    });
    expect(isValid).toBe(false);
    expect(result.current.errors).toEqual({ username: MESSAGES.usernameRequired, email: MESSAGES.emailRequired });
    expect(result.current.field('email').error).toBe(MESSAGES.emailRequired);
  });

  it('keeps bad input as typed, and clears a field message as that field is edited', () => {
    const { result } = renderHook(() => useForm(schema, EMPTY));
    act(() => result.current.field('email').onChange('amara@'));
    act(() => void result.current.validate());
    expect(result.current.values.email).toBe('amara@');
    expect(result.current.errors.email).toBe(MESSAGES.emailInvalid);
    act(() => result.current.setValue('email', 'amara.okafor@harborcity.example'));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.username).toBe(MESSAGES.usernameRequired);
  });

  it('validates against the latest values (confirm email follows email)', () => {
    const { result } = renderHook(() => useForm(schema, EMPTY));
    act(() => {
      result.current.setValue('username', 'amara_okafor');
      result.current.setValue('email', 'amara.okafor@harborcity.example');
      result.current.setValue('confirmEmail', 'amara.okafor@harborcity.exampl');
    });
    act(() => void result.current.validate());
    expect(result.current.errors).toEqual({ confirmEmail: MESSAGES.emailMismatch });
    act(() => result.current.setValue('confirmEmail', 'amara.okafor@harborcity.example'));
    let isValid = false;
    act(() => {
      isValid = result.current.validate();
    });
    expect(isValid).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('places a server message on a field or the form, removes it, and resets to the initial values', () => {
    const { result } = renderHook(() => useForm(schema, EMPTY));
    act(() => result.current.setError('username', MESSAGES.usernameAlreadyExists));
    act(() => result.current.setError('form', MESSAGES.unableToConnect));
    expect(result.current.errors).toEqual({ username: MESSAGES.usernameAlreadyExists, form: MESSAGES.unableToConnect });
    act(() => result.current.setError('form', undefined));
    expect(result.current.errors).toEqual({ username: MESSAGES.usernameAlreadyExists });
    act(() => result.current.setValue('email', 'x'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.errors).toEqual({});
  });
});
