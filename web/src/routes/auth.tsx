import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { SignupForm } from '../features/auth/components/signup-form';

type AuthMode = 'login' | 'signup';

interface AuthState {
  mode?: AuthMode;
  message?: string;
}

/** Login or signup, switchable, starting at login (CONTRACT §4). */
export default function AuthScreen() {
  const location = useLocation();
  const state = (location.state ?? {}) as AuthState;
  const [mode, setMode] = useState<AuthMode>(state.mode ?? 'login');
  const [shownFor, setShownFor] = useState(location.key);
  // The header's Login / Sign up links navigate here again with a mode; follow them.
  if (shownFor !== location.key) {
    setShownFor(location.key);
    if (state.mode) setMode(state.mode);
  }
  return (
    <div className="mx-auto max-w-sm rounded-lg border border-zinc-200 p-6 shadow-sm dark:border-zinc-800">
      {state.message && mode === 'login' ? (
        <p
          role="alert"
          className="mb-4 rounded-md bg-red-100 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {state.message}
        </p>
      ) : null}
      {mode === 'login' ? (
        <LoginForm onSwitch={() => setMode('signup')} />
      ) : (
        <SignupForm onSwitch={() => setMode('login')} />
      )}
    </div>
  );
}
