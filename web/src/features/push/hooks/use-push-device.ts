import { i18n } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/toast';
import { pushKeys } from '../api/keys';
import { type DeviceState, disablePush, enablePush, readDeviceState } from '../lib/device';

/** This browser's push state with the actions that change it. */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: pushKeys.device, queryFn: readDeviceState, retry: false });
  const settle = (next: DeviceState) => queryClient.setQueryData(pushKeys.device, next);
  const enable = useMutation({
    mutationFn: enablePush,
    onSuccess: (next) => {
      settle(next);
      if (next === 'on') showSuccess(i18n._('Push notifications are on for this device'));
    },
    meta: { errorTitle: i18n._('Could not enable push notifications') },
  });
  const disable = useMutation({
    mutationFn: disablePush,
    onSuccess: (next) => {
      settle(next);
      showSuccess(i18n._('Push notifications are off for this device'));
    },
  });
  return { state, enable, disable };
}
