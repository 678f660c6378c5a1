import { describe, expect, it } from 'vitest';
import { MutationName } from '../../../src/domain/sync';
import { mutationExamples } from './mutationExamples';
import { checkProbe, mutationProbe } from './probe';
import { failureOf, useWorld, WRITE_RUNS } from './probeArea';

describe('write surface: every sync kind through the push', () => {
  const setup = useWorld();

  it('refuses every hostile change REJECTED with a code and a message, never failing the push', async () => {
    const failures: string[] = [];
    for (const name of Object.values(MutationName)) {
      try {
        await checkProbe(await mutationProbe(setup.world(), name, mutationExamples[name], setup.watch()), WRITE_RUNS);
      } catch (error) {
        failures.push(failureOf(error));
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
