import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { RelativeTime } from '../../../components/relative-time';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useKnownServers, useLiftDomainRule, useSetDomainRule } from '../api/servers';
import type { KnownServer } from '../types';
import { DomainRuleForm } from './domain-rule-form';

/** A host without its port: blocks and limits name domains. */
const domainOf = (host: string) => host.replace(/:\d+$/, '');

function ServerActions({ server }: { server: KnownServer }) {
  const rule = useSetDomainRule();
  const lift = useLiftDomainRule();
  useErrorToast(rule.error ?? lift.error);
  const domain = domainOf(server.host);
  const busy = rule.isPending || lift.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      {server.severity !== 'block' ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonStyles.danger} disabled={busy}>
              {i18n._('Block')}
            </button>
          }
          title={i18n._('Block {domain}?', { domain })}
          description={i18n._(
            'Nothing more is accepted from it or sent to it, and its people here are removed with their posts and follows.',
          )}
          confirmLabel={i18n._('Block')}
          onConfirm={() => rule.mutate({ domain, severity: 'block' })}
        />
      ) : null}
      {server.severity === null ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => rule.mutate({ domain, severity: 'limit' })}
        >
          {i18n._('Limit')}
        </button>
      ) : (
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => lift.mutate(domain)}>
          {i18n._('Unblock')}
        </button>
      )}
    </div>
  );
}

function ServerRow({ server }: { server: KnownServer }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm" data-testid="known-server">
      <div className="min-w-0">
        <p className="font-semibold break-all">
          {server.host}{' '}
          {server.severity === 'block' ? (
            <span className="rounded bg-red-100 px-1.5 text-red-800 dark:bg-red-950 dark:text-red-200">
              {i18n._('Blocked')}
            </span>
          ) : server.severity === 'limit' ? (
            <span className="rounded bg-amber-100 px-1.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {i18n._('Limited')}
            </span>
          ) : null}{' '}
          {server.paused ? (
            <span className="rounded bg-zinc-200 px-1.5 dark:bg-zinc-800">{i18n._('Paused')}</span>
          ) : null}
        </p>
        <p className="text-zinc-600 dark:text-zinc-400">
          {i18n._('{count, plural, one {# person} other {# people}}', { count: server.people })} ·{' '}
          {server.lastContactAt ? (
            <>
              {i18n._('Last contact')} <RelativeTime date={server.lastContactAt} />
            </>
          ) : (
            i18n._('Never reached us')
          )}{' '}
          · {i18n._('{count, plural, one {# failure} other {# failures}}', { count: server.failures })}
        </p>
      </div>
      <ServerActions server={server} />
    </li>
  );
}

/** The Federation tab: block or limit a domain, and the servers we know with their people, contact and failures. */
export function FederationServers() {
  const servers = useKnownServers();
  useErrorToast(servers.error);
  return (
    <>
      <DomainRuleForm />
      {servers.isPending ? (
        <Spinner label={i18n._('Loading servers')} />
      ) : servers.isError ? (
        <LoadFailed
          message={i18n._("Couldn't load servers")}
          error={servers.error}
          onRetry={() => void servers.refetch()}
        />
      ) : servers.data.length === 0 ? (
        <p className="py-8 text-center">{i18n._('No other server has reached us yet.')}</p>
      ) : (
        <ul aria-label={i18n._('Known servers')} className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {servers.data.map((server) => (
            <ServerRow key={server.host} server={server} />
          ))}
        </ul>
      )}
    </>
  );
}
