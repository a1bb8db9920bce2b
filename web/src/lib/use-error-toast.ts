import { useEffect } from 'react';
import { errorMessage, showError } from './toast';

/** Shows a query's failure once as an 'Error' toast. */
export function useErrorToast(error: unknown) {
  useEffect(() => {
    if (error) showError(errorMessage(error));
  }, [error]);
}
