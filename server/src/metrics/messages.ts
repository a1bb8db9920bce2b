import { phrases } from '../lib/i18n/phrases.js';

export const metricsMessages = phrases({
  METRICS_TOKEN_REQUIRED: 'A valid metrics token is required',
  METRICS_LOOPBACK_ONLY: 'Metrics are served only to this machine, or with METRICS_TOKEN set.',
});
