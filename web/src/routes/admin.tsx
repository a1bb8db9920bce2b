export { AdminScreen as default } from '../features/admin/components/admin-screen';
