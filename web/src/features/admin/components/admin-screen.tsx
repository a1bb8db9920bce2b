import { i18n } from '@lingui/core';
import { Tabs } from 'radix-ui';
import { tabClass, tabListClass } from '../../../components/tab-styles';
import NotFoundScreen from '../../../routes/not-found';
import { useIsAdmin } from '../lib/is-admin';
import { AuditLog } from './audit-log';
import { FederationServers } from './federation-servers';
import { ReportsQueue } from './reports-queue';
import { SuspendedUsers } from './suspended-users';

/** /admin: the reports queue, suspended accounts, the audit log and other servers. Anyone but an admin gets "Page not found". */
export function AdminScreen() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return <NotFoundScreen />;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-2xl font-bold">{i18n._('Moderation')}</h1>
      <Tabs.Root defaultValue="reports">
        <Tabs.List aria-label={i18n._('Moderation')} className={tabListClass}>
          <Tabs.Trigger value="reports" className={tabClass}>
            {i18n._('Reports')}
          </Tabs.Trigger>
          <Tabs.Trigger value="suspended" className={tabClass}>
            {i18n._('Suspended users')}
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" className={tabClass}>
            {i18n._('Audit log')}
          </Tabs.Trigger>
          <Tabs.Trigger value="federation" className={tabClass}>
            {i18n._('Federation')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="reports">
          <ReportsQueue />
        </Tabs.Content>
        <Tabs.Content value="suspended">
          <SuspendedUsers />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditLog />
        </Tabs.Content>
        <Tabs.Content value="federation">
          <FederationServers />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
