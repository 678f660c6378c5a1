import { describe, expect, it } from 'vitest';
import { syncStateLabel, syncStatusLabel } from '../../../src/features/sync/sync-labels';
import { catalogI18n } from '../i18n/catalog-i18n';

const en = catalogI18n('en');

describe('the sync button’s name', () => {
  it('says only the state until the tablet has read its queue', () => {
    expect(syncStatusLabel('Offline', null, en)).toBe('Offline');
  });

  it('counts what waits, or says all is sent once the queue is read', () => {
    expect(syncStatusLabel('Offline', 2, en)).toBe('Offline, 2 changes waiting to send');
    expect(syncStatusLabel('Online', 1, en)).toBe('Online, 1 change waiting to send');
    expect(syncStatusLabel('Online', 0, en)).toBe('Online, all changes sent');
  });

  it('is translated', () => {
    const fr = catalogI18n('fr');
    expect(syncStatusLabel(syncStateLabel({ online: false, syncing: false }, fr), 0, fr)).not.toContain('all changes sent');
    expect(syncStatusLabel('x', 0, fr)).not.toBe(syncStatusLabel('x', 0, en));
  });
});

describe('the sync state word', () => {
  it('says Offline without a connection, even while a round is tried', () => {
    expect(syncStateLabel({ online: false, syncing: true }, en)).toBe('Offline');
    expect(syncStateLabel({ online: true, syncing: true }, en)).toBe('Syncing…');
    expect(syncStateLabel({ online: true, syncing: false }, en)).toBe('Online');
  });
});
