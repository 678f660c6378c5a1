import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/shell/NotFoundPage';

/** Unknown addresses keep the shell around them, so staff can navigate away. */
export const Route = createFileRoute('/_app/$')({ component: NotFoundPage });
