import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';

export default function ForgotPasswordScreen() {
  return (
    <div className="mx-auto max-w-sm py-8">
      <ForgotPasswordForm />
    </div>
  );
}
