import { describe, expect, it } from 'vitest';
import { reviewListQuery, reviewUpdateBody } from '../../../src/domain/review/contract';
import { REVIEW_COMMENT_MAX, reviewSubmitBody, reviewTokenParams } from '../../../src/domain/review/public';

const id = '00000000-0000-4000-8000-000000000001';

describe('the review rules both sides parse with', () => {
  it('asks a note to set Solving problem or Solved, not Watched; never sets New', () => {
    expect(reviewUpdateBody.safeParse({ id, status: 'Watched' }).success).toBe(true);
    expect(reviewUpdateBody.safeParse({ id, status: 'SolvingProblem', note: ' ' }).success).toBe(false);
    expect(reviewUpdateBody.safeParse({ id, status: 'Solved' }).success).toBe(false);
    expect(reviewUpdateBody.safeParse({ id, status: 'Solved', note: 'Touched up' }).success).toBe(true);
    expect(reviewUpdateBody.safeParse({ id, status: 'New', note: 'x' }).success).toBe(false);
  });

  it('takes 1 to 5 whole stars and a bounded comment', () => {
    expect(reviewSubmitBody.parse({ rate: 4 })).toEqual({ rate: 4, comment: '' });
    for (const rate of [0, 6, 3.5, '4', null]) expect(reviewSubmitBody.safeParse({ rate }).success).toBe(false);
    expect(reviewSubmitBody.safeParse({ rate: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) }).success).toBe(false);
  });

  it('knows a token by its shape and the list filters by theirs', () => {
    expect(reviewTokenParams.safeParse({ token: 'a'.repeat(32) }).success).toBe(true);
    expect(reviewTokenParams.safeParse({ token: 'a'.repeat(31) }).success).toBe(false);
    expect(reviewTokenParams.safeParse({ token: `${'a'.repeat(31)}/` }).success).toBe(false);
    expect(reviewListQuery.safeParse({ branchId: id, rate: '5', status: 'SolvingProblem', from: '2026-11-01' }).success).toBe(true);
    expect(reviewListQuery.safeParse({ branchId: id, rate: '0' }).success).toBe(false);
  });
});
