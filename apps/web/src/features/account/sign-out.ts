import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { clearSession } from '../../lib/session.ts';

/** Ends the session in this tab and returns to sign-in, which shows `notice` once if given. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (notice?: string) => {
    clearSession(notice);
    queryClient.clear();
    navigate(paths.intro, { replace: true });
  };
}
