import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogI18n } from '../i18n/catalog-i18n';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
// The error wording's messages are not in the first screen's catalog: loading it asks for the complete one.
const withAllMessages = vi.fn(<T>(code: Promise<T>) => code);
vi.mock('../../../src/features/i18n/activate-language', () => ({ withAllMessages }));

const { SchedulerCode } = await import('../../../src/domain/scheduler/codes');
let notifyError: typeof import('../../../src/features/feedback/notify').notifyError;
let notifyFailure: typeof import('../../../src/features/feedback/notify').notifyFailure;
let OfflineError: typeof import('../../../src/data/api-client').OfflineError;

beforeAll(() => {
  i18n.setMessagesCompiler(compileMessage);
  i18n.load('fr', catalogI18n('fr').messages);
  i18n.activate('fr');
});

// Each test a tablet that has shown no error yet: the wording, once loaded, is kept for good.
beforeEach(async () => {
  show.mockClear();
  withAllMessages.mockClear();
  vi.resetModules();
  ({ notifyError, notifyFailure } = await import('../../../src/features/feedback/notify'));
  ({ OfflineError } = await import('../../../src/data/api-client'));
});

describe('a failure toast', () => {
  it('says an error in the language shown once the error wording and the complete catalog are loaded', async () => {
    notifyError(new OfflineError(), { id: 'poll' });
    expect(show).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(show).toHaveBeenCalledOnce());
    expect(withAllMessages).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledWith({
      id: 'poll',
      color: 'red',
      title: undefined,
      message: 'Vous êtes hors ligne. Vérifiez la connexion et réessayez.',
      autoClose: 6000,
    });
  });

  it('words a code the way its caller picks, for as long as it asks', async () => {
    await notifyFailure((wording, shown) => wording.describeCode(SchedulerCode.NOT_ALLOW_MULTITASKING, shown), { autoClose: 5000 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Les rendez-vous simultanés ne sont pas permis !', autoClose: 5000 }));
  });

  it('still says something failed when the wording cannot load, and loads it at the next failure', async () => {
    withAllMessages.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await notifyFailure((wording, shown) => wording.describeError(new OfflineError(), shown));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'red', message: "Cela n'a pas fonctionné et la raison n'a pas pu être chargée. Vérifiez la connexion et réessayez." }));
    await notifyFailure((wording, shown) => wording.describeError(new OfflineError(), shown));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Vous êtes hors ligne. Vérifiez la connexion et réessayez.' }));
  });

  it('has the wording at once for every later failure: nothing is loaded again', async () => {
    await notifyFailure((wording, shown) => wording.describeError(new OfflineError(), shown));
    await notifyFailure((wording, shown) => wording.describeError(new OfflineError(), shown));
    expect(show).toHaveBeenCalledTimes(2);
    expect(withAllMessages).toHaveBeenCalledOnce();
  });
});
