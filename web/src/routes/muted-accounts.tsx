export { MutedAccounts as default } from '../features/safety/components/muted-accounts';
