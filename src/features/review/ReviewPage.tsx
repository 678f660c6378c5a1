/**
 * /booking-review (spec part 2 §2, issue 17): the customers' answers to the review link of the
 * current branch, newest first, 15 a page, with filters; a review's window shows its bill and,
 * for who may update, its status and solving note. Opening a New review as someone who may
 * handle it marks it Watched: somebody has now read it, and the menu badge counts what nobody has.
 * A phone shows the stars, the customer and the status; the rest is in the window.
 */
import { useState } from 'react';
import { Badge, Rating, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { NO_REVIEW_FILTERS, REVIEW_SORT, ReviewStatus, type ReviewFilters as Filters, type ReviewRow } from '../../domain/review/contract';
import { ReviewRight } from '../../domain/review/review-rights';
import { formatZonedDateTime } from '../../domain/time';
import { fetchReview, fetchReviewFilterOptions, fetchReviews, updateReview } from '../../data/reviews';
import { refreshSessionRights } from '../../data/session';
import { useOnline } from '../../data/use-online';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { useReadWithCopy } from '../admin/use-read-with-copy';
import { displayDateTime } from '../appointment/panels/display-format';
import { ReviewDetailView } from './ReviewDetailView';
import { ReviewFilters } from './ReviewFilters';
import { REVIEW_FORM_ID } from './ReviewStatusForm';
import { reviewStatusColors, reviewStatusLabels } from './review-labels';

const filterKey = (f: Filters) => [f.status ?? '', f.rate ?? '', f.from ?? '', f.to ?? '', f.technicianId ?? ''].join(',');

export function ReviewPage() {
  const { t, i18n } = useLingui();
  const { auth, session, timeZone } = useShellSession();
  const online = useOnline();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const [filters, setFilters] = useState<Filters>(NO_REVIEW_FILTERS);
  const list = useAdminList({
    key: branchId ? `review-list|${branchId}|${filterKey(filters)}` : null,
    fetch: (request) => fetchReviews(branchId ?? '', filters, request),
    sortable: REVIEW_SORT,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const can = useModuleRights(ReviewRight);
  const options = useReadWithCopy(branchId ? { key: `review-filter-options|${branchId}`, load: () => fetchReviewFilterOptions(branchId) } : null);
  const technicians = options.read.status === 'ready' ? options.read.fetched.data.technicians : [];
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';

  if (!branchId) return <NoBranchNotice />;

  const changed = () => {
    list.reload();
    void refreshSessionRights().catch(() => undefined);
  };
  const openReview = async (review: ReviewRow) => {
    if (review.status === ReviewStatus.NEW && can.update && online) {
      // Best effort: the window opens either way, and an unmarked review stays New.
      await updateReview({ id: review.id, status: ReviewStatus.WATCHED, note: review.note }).then(changed, () => undefined);
    }
    setOpenId(review.id);
  };

  const columns: AdminColumn<ReviewRow>[] = [
    {
      accessor: 'rate',
      title: t`Rating`,
      sortable: true,
      render: (r) => {
        const rate = r.rate;
        return <Rating value={r.rate} readOnly size="sm" aria-label={t`${rate} out of 5 stars`} />;
      },
    },
    { accessor: 'reviewedAt', title: t`Review time`, sortable: true, noWrap: true, visibleMediaQuery: hideOnPhone, render: (r) => displayDateTime(formatZonedDateTime(new Date(r.reviewedAt), timeZone)) },
    { accessor: 'customerName', title: t`Customer`, render: (r) => r.customerName || '—' },
    { accessor: 'bookingCode', title: t`Booking`, visibleMediaQuery: hideOnPhone, render: (r) => <Text ff="monospace" size="sm">{r.bookingCode ?? '—'}</Text> },
    { accessor: 'technician', title: t`Technician`, visibleMediaQuery: hideOnPhone, render: (r) => r.technician || '—' },
    {
      accessor: 'status',
      title: t`Status`,
      render: (r) => (
        <Badge color={reviewStatusColors[r.status]} variant="light">
          {i18n._(reviewStatusLabels[r.status])}
        </Badge>
      ),
    },
  ];

  return (
    <PageShell title={t`Booking reviews`}>
      <ReviewFilters filters={filters} technicians={technicians} onChange={setFilters} />
      <AdminList
        list={list}
        label={t`Booking reviews`}
        search={{ label: t`Search reviews`, placeholder: t`Customer, phone, booking or comment` }}
        columns={columns}
        emptyText={t`No reviews found`}
        rowActions={(review) => <RowActions name={review.customerName || review.id} readOnly={list.readOnly} onDetail={() => void openReview(review)} />}
      />
      <AdminModal opened={openId !== null} onClose={() => setOpenId(null)} title={t`Review detail`} size={800} formId={REVIEW_FORM_ID}>
        {openId !== null ? (
          <AdminRecord module="review" id={openId} load={() => fetchReview(openId)} loadingLabel={t`Loading review`}>
            {(review, readOnly) => (
              <ReviewDetailView
                review={review}
                moneySymbol={moneySymbol}
                canUpdate={can.update && !readOnly}
                onClose={() => setOpenId(null)}
                onSaved={() => {
                  setOpenId(null);
                  changed();
                }}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </PageShell>
  );
}
