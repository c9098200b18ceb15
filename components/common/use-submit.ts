import { useCallback, useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';

export interface SubmitState<R> {
  submitting: boolean;
  error: string | null;
  result: R | null;
}

/**
 * Runs a one-off service call for a form and keeps its request state (server message on failure).
 * Pass a stable function (a service method), not an inline closure.
 */
export function useSubmit<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [state, setState] = useState<SubmitState<R>>({ submitting: false, error: null, result: null });

  const submit = useCallback(
    async (...args: A): Promise<R | null> => {
      setState((s) => ({ ...s, submitting: true, error: null }));
      try {
        const result = await action(...args);
        setState({ submitting: false, error: null, result });
        return result;
      } catch (error) {
        setState({ submitting: false, error: errorMessage(error, MESSAGES.genericError), result: null });
        return null;
      }
    },
    [action],
  );

  return { ...state, submit };
}
