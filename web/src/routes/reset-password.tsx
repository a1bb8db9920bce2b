import { ResetPasswordForm } from '../features/account/components/reset-password-form';

export default function ResetPasswordScreen() {
  return (
    <div className="mx-auto max-w-sm py-8">
      <ResetPasswordForm />
    </div>
  );
}
