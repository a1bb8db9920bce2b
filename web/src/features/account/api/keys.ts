export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  links: ['account', 'links'] as const,
};
