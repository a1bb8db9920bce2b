import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useResolveAddress } from '../api/resolve-address';

/** A pasted `http(s)://` address: looked up on its server, then opened here (the profile or the post). */
export function AddressResult({ url }: { url: string }) {
  const found = useResolveAddress(url);
  const navigate = useNavigate();
  const target = found.data;
  useEffect(() => {
    if (!target) return;
    navigate(target.type === 'user' ? `/${target.username}` : `/${target.username}/post/${target._id}`);
  }, [target, navigate]);
  return (
    <section aria-live="polite" className="mt-4 min-h-16" data-testid="search-results">
      {found.isPending ? <Spinner label={i18n._('Looking it up on its server')} /> : null}
      {found.isError ? (
        <p className="py-4 text-center font-semibold">{i18n._('Nothing was found at this address')}</p>
      ) : null}
    </section>
  );
}
