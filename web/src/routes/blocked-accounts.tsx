export { BlockedAccounts as default } from '../features/safety/components/blocked-accounts';
