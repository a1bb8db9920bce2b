import { i18n } from '@lingui/core';
import { Link } from 'react-router';

export default function NotFoundScreen() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{i18n._('Page not found')}</h1>
      <Link to="/" className="mt-4 inline-block underline">
        {i18n._('Go home')}
      </Link>
    </section>
  );
}
