import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../lib/api';

/** A 401 means the session is gone: the stored user was cleared, so send people to sign in again. */
export function SessionRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    onUnauthorized(() => {
      if (pathname !== '/auth') navigate('/auth');
    });
  }, [navigate, pathname]);
  return null;
}
