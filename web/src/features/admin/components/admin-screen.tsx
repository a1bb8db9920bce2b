import { i18n } from '@lingui/core';
import { TabRow } from '../../../components/tab-row';
import { TabPanel, Tabs } from '../../../components/tabs';
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
      <Tabs defaultValue="reports">
        <TabRow
          label={i18n._('Moderation')}
          tabs={[
            { value: 'reports', label: i18n._('Reports') },
            { value: 'suspended', label: i18n._('Suspended users') },
            { value: 'audit', label: i18n._('Audit log') },
            { value: 'federation', label: i18n._('Federation') },
          ]}
        />
        <TabPanel value="reports">
          <ReportsQueue />
        </TabPanel>
        <TabPanel value="suspended">
          <SuspendedUsers />
        </TabPanel>
        <TabPanel value="audit">
          <AuditLog />
        </TabPanel>
        <TabPanel value="federation">
          <FederationServers />
        </TabPanel>
      </Tabs>
    </div>
  );
}
