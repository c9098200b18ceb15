/** What subscribing and cancelling say when the server gives no message of its own. */
export const SUBSCRIPTION_MESSAGES = {
  packagesFailed: 'The subscription packages could not be loaded.',
  subscribeFailed: 'Your subscription could not be started, please try again later',
  currentFailed: 'Your subscription could not be checked.',
  cancelFailed: 'The subscription could not be cancelled, please try again later',
  resumeFailed: 'The subscription could not be turned back on, please try again later',
} as const;
