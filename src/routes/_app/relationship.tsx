import { createFileRoute } from '@tanstack/react-router';
import { USER_MAPPING_PLAN, UserMappingRight } from '../../domain/people/rights';
import { RelationshipPage } from '../../features/role/RelationshipPage';
import { RequireAccess } from '../../features/shell/RequireAccess';

const REQUIRED = [UserMappingRight.ACCESS];

export const Route = createFileRoute('/_app/relationship')({
  component: () => (
    <RequireAccess required={REQUIRED} requiredPlan={USER_MAPPING_PLAN}>
      <RelationshipPage />
    </RequireAccess>
  ),
});
