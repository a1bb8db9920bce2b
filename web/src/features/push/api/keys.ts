export const pushKeys = {
  preferences: ['push', 'preferences'] as const,
  device: ['push', 'device'] as const,
};
