/** A provider's refusal that trying again cannot change (a number it rejects, bad credentials): the worker fails the message at once. */
export class PermanentSendError extends Error {
  override readonly name = 'PermanentSendError';
}
