import { describe, expect, it } from 'vitest';
import {
  canDeleteService,
  canDeleteServiceGroup,
  EMPTY_SERVICE_VALUES,
  normaliseServiceCode,
  parentProblem,
  serviceGroupValuesSchema,
  serviceProblems,
  ServiceType,
  type ServiceValues,
} from '../../../src/domain/catalogue/service';
import { displayIndexes, displayOrder, isReorderOf, moveItem, moveService, serviceTreeOrder, type OrderedService } from '../../../src/domain/catalogue/display-order';
import { problemsOf } from '../../../src/domain/schemas/problems';

const valid: ServiceValues = { ...EMPTY_SERVICE_VALUES, code: 'mani-1', name: 'Manicure', groupId: 'g1', price: 3000, duration: 45, cleaning: 5 };

describe('the service form schema', () => {
  it('accepts a filled form, the code compared uppercased', () => {
    expect(serviceProblems(valid)).toEqual({});
    expect(normaliseServiceCode(' mani-1 ')).toBe('MANI-1');
    expect(serviceProblems({ ...valid, type: ServiceType.ADD_ON, couple: true, numberTechnician: 2, parentId: 'p1' })).toEqual({});
  });

  it('asks for every required field', () => {
    expect(serviceProblems({ ...EMPTY_SERVICE_VALUES, duration: null, cleaning: null, numberTechnician: null })).toEqual({
      code: { code: 'REQUIRED' },
      name: { code: 'REQUIRED' },
      groupId: { code: 'REQUIRED' },
      price: { code: 'REQUIRED' },
      duration: { code: 'REQUIRED' },
      cleaning: { code: 'REQUIRED' },
      numberTechnician: { code: 'REQUIRED' },
    });
  });

  it('counts the duration in the board’s 15-minute slots, at least one, at most eight hours; cleaning in 5 minutes up to two hours', () => {
    expect(serviceProblems({ ...valid, duration: 50 })).toEqual({ duration: { code: 'MINUTES_STEP', step: 15 } });
    expect(serviceProblems({ ...valid, duration: 0 })).toEqual({ duration: { code: 'NUMBER_TOO_SMALL', min: 15 } });
    expect(serviceProblems({ ...valid, duration: 495 })).toEqual({ duration: { code: 'NUMBER_TOO_LARGE', max: 480 } });
    expect(serviceProblems({ ...valid, duration: 15.5 })).toEqual({ duration: { code: 'WHOLE_NUMBER' } });
    expect(serviceProblems({ ...valid, cleaning: 0 })).toEqual({});
    expect(serviceProblems({ ...valid, cleaning: 12 })).toEqual({ cleaning: { code: 'MINUTES_STEP', step: 5 } });
    expect(serviceProblems({ ...valid, cleaning: 125 })).toEqual({ cleaning: { code: 'NUMBER_TOO_LARGE', max: 120 } });
  });

  it('needs a price in whole cents, a code of letters, digits, - and _, and two technicians for a couple', () => {
    expect(serviceProblems({ ...valid, price: -1 })).toEqual({ price: { code: 'REQUIRED' } });
    expect(serviceProblems({ ...valid, price: 0 })).toEqual({});
    expect(serviceProblems({ ...valid, code: 'A B' })).toEqual({ code: { code: 'CODE_FORMAT' } });
    expect(serviceProblems({ ...valid, couple: true, numberTechnician: 1 })).toEqual({ numberTechnician: { code: 'NUMBER_TOO_SMALL', min: 2 } });
    expect(serviceProblems({ ...valid, numberTechnician: 5 })).toEqual({ numberTechnician: { code: 'NUMBER_TOO_LARGE', max: 4 } });
  });

  it('takes a parent only among the main services of the same group, one level deep', () => {
    const main = { id: 'm', groupId: 'g1', parentId: null };
    const base = { serviceId: 's', groupId: 'g1', parentId: 'm', parent: main, hasVariants: false };
    expect(parentProblem({ ...base, parentId: null, parent: null })).toBeUndefined();
    expect(parentProblem(base)).toBeUndefined();
    expect(parentProblem({ ...base, groupId: 'g2' })).toEqual({ code: 'PARENT_INVALID' });
    expect(parentProblem({ ...base, parent: { ...main, parentId: 'x' } })).toEqual({ code: 'PARENT_INVALID' });
    expect(parentProblem({ ...base, serviceId: 'm' })).toEqual({ code: 'PARENT_INVALID' });
    expect(parentProblem({ ...base, hasVariants: true })).toEqual({ code: 'PARENT_INVALID' });
    // Unknown to the caller (another branch or tenant): not found is refused the same way.
    expect(parentProblem({ ...base, parent: null })).toEqual({ code: 'PARENT_INVALID' });
  });

  it('a group needs a name; what keeps a service or a group from being deleted', () => {
    expect(problemsOf(serviceGroupValuesSchema, { name: ' ', active: true })).toEqual({ name: { code: 'REQUIRED' } });
    expect(canDeleteService({ segments: 0, variants: 0 })).toBe(true);
    expect(canDeleteService({ segments: 1, variants: 0 })).toBe(false);
    expect(canDeleteService({ segments: 0, variants: 2 })).toBe(false);
    expect(canDeleteService({ segments: 0, variants: 0, packages: 1 })).toBe(false);
    expect(canDeleteServiceGroup({ services: 0 })).toBe(true);
    expect(canDeleteServiceGroup({ services: 3 })).toBe(false);
  });
});

const svc = (id: string, displayIndex: number, parentId: string | null = null): OrderedService => ({ id, displayIndex, parentId, name: id });

describe('the display order', () => {
  it('sorts by index, then name, and puts each variant just after its main service', () => {
    expect(displayOrder([svc('b', 2), svc('a', 2), svc('c', 1)]).map((s) => s.id)).toEqual(['c', 'a', 'b']);
    const tree = serviceTreeOrder([svc('v2', 1, 'm2'), svc('m1', 2), svc('m2', 1), svc('v1', 3, 'm1'), svc('v0', 2, 'm2')]);
    expect(tree.map((s) => s.id)).toEqual(['m2', 'v2', 'v0', 'm1', 'v1']);
    // A variant whose main service is not shown (inactive) stands alone in the order.
    expect(serviceTreeOrder([svc('v', 1, 'gone'), svc('m', 2)]).map((s) => s.id)).toEqual(['v', 'm']);
  });

  it('moves an item to the place of another', () => {
    expect(moveItem(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 'a', 'a')).toBeNull();
    expect(moveItem(['a', 'b'], 'x', 'a')).toBeNull();
  });

  it('moves a main service with its variants, and a variant only among its siblings', () => {
    const tree = serviceTreeOrder([svc('m1', 1), svc('v1', 2, 'm1'), svc('v2', 3, 'm1'), svc('m2', 4), svc('m3', 5)]);
    expect(moveService(tree, 'm3', 'm1')).toEqual(['m3', 'm1', 'v1', 'v2', 'm2']);
    expect(moveService(tree, 'm1', 'm3')).toEqual(['m2', 'm3', 'm1', 'v1', 'v2']);
    // Dropped on a variant: the place of its main service.
    expect(moveService(tree, 'm3', 'v2')).toEqual(['m3', 'm1', 'v1', 'v2', 'm2']);
    expect(moveService(tree, 'v2', 'v1')).toEqual(['m1', 'v2', 'v1', 'm2', 'm3']);
    expect(moveService(tree, 'v1', 'm2')).toBeNull();
    expect(moveService(tree, 'm2', 'm2')).toBeNull();
  });

  it('accepts a reorder naming every record of the list once, and numbers it from 1', () => {
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'x'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'b', 'x'])).toBe(false);
    expect([...displayIndexes(['c', 'a', 'b'])]).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });
});
