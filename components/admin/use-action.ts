import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';

/**
 * An admin's action on what the page shows: `run(work, done)` sends it, hands its answer to `then` and says `done`, or
 * says why the server refused; `busy` while it goes.
 */
export function useAction<T>(then: (answer: T) => void, failure: string) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<T>, done: string) => {
    setBusy(true);
    try {
      then(await work());
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
