import { i18n } from '@lingui/core';
import { useState } from 'react';
import { buttonStyles, inputStyles, labelStyles } from '../../../components/button-styles';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useSetDomainRule } from '../api/servers';
import type { DomainSeverity } from '../types';

/** Blocks or limits any domain, known here or not (its subdomains too). */
export function DomainRuleForm() {
  const [domain, setDomain] = useState('');
  const [severity, setSeverity] = useState<DomainSeverity>('block');
  const rule = useSetDomainRule();
  useErrorToast(rule.error);
  return (
    <form
      className="mb-6 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        rule.mutate({ domain, severity }, { onSuccess: () => setDomain('') });
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor="domain-rule" className={labelStyles}>
          {i18n._('Domain')}
        </label>
        <input
          id="domain-rule"
          className={inputStyles}
          value={domain}
          placeholder="social.example"
          onChange={(event) => setDomain(event.currentTarget.value)}
          required
        />
      </div>
      <div>
        <label htmlFor="domain-severity" className={labelStyles}>
          {i18n._('Action')}
        </label>
        <select
          id="domain-severity"
          className={inputStyles}
          value={severity}
          onChange={(event) => setSeverity(event.currentTarget.value as DomainSeverity)}
        >
          <option value="block">{i18n._('Block')}</option>
          <option value="limit">{i18n._('Limit')}</option>
        </select>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={rule.isPending || !domain.trim()}>
        {i18n._('Apply')}
      </button>
    </form>
  );
}
