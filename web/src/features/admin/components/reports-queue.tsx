import { i18n } from '@lingui/core';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/tabs';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useReports } from '../api/get-reports';
import type { ReportStatus } from '../types';
import { LoadOlder } from './load-older';
import { pillTabClass } from './pill-tab-styles';
import { ReportCard } from './report-card';

function ReportList({ status }: { status: ReportStatus }) {
  const reports = useReports(status);
  useErrorToast(reports.error);
  if (reports.isPending) return <Spinner label={i18n._('Loading reports')} />;
  if (reports.isError)
    return (
      <LoadFailed
        message={i18n._("Couldn't load reports")}
        error={reports.error}
        onRetry={() => void reports.refetch()}
      />
    );
  const items = reports.data.pages.flat();
  if (items.length === 0) {
    return (
      <p className="py-8 text-center">
        {status === 'open' ? i18n._('No open reports. All clear!') : i18n._('No resolved reports yet.')}
      </p>
    );
  }
  return (
    <div>
      {items.map((report) => (
        <ReportCard key={report._id} report={report} />
      ))}
      <LoadOlder query={reports} />
    </div>
  );
}

export function ReportsQueue() {
  return (
    <Tabs defaultValue="open">
      <TabList label={i18n._('Report status')} className="flex gap-2 py-3">
        <Tab value="open" className={pillTabClass}>
          {i18n._('Open')}
        </Tab>
        <Tab value="resolved" className={pillTabClass}>
          {i18n._('Resolved')}
        </Tab>
      </TabList>
      <TabPanel value="open">
        <ReportList status="open" />
      </TabPanel>
      <TabPanel value="resolved">
        <ReportList status="resolved" />
      </TabPanel>
    </Tabs>
  );
}
