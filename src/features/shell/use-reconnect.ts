/**
 * While offline, keep trying to reach the server (on the browser's `online` event and every
 * 30 s). Once it answers, the login flow runs again and refreshes the cached session.
 */
import { useEffect } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { SessionState } from '../../data/session';
import { useOnline } from '../../data/use-online';
import { refreshSession } from '../auth/session-gate';

const RETRY_MS = 30_000;

export function useReconnect(): void {
  const online = useOnline();
  const router = useRouter();
  const navigate = useNavigate();

  useEffect(() => {
    if (online) return;
    let running = false;
    const attempt = async () => {
      if (running) return;
      running = true;
      try {
        const result = await refreshSession();
        if (result.state === SessionState.SIGNED_OUT && !result.offline) {
          await navigate({ to: '/login', search: { returnUrl: router.state.location.href } });
        } else if (result.state === SessionState.SIGNED_IN) {
          await router.invalidate();
        }
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void attempt(), RETRY_MS);
    const onOnline = () => void attempt();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [online, navigate, router]);
}
