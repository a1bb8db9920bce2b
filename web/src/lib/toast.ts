let ready: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  ready = resolve;
});

/** Called once the (lazily loaded) toaster is on screen; toasts asked for before then wait for it. */
export function markToasterReady() {
  ready();
}

async function show(kind: 'error' | 'success', title: string, description: string, duration?: number) {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  toast[kind](title, { description, duration });
}

/** Every toast has a title and a description, lasts 3 s unless told otherwise and can be closed (SPEC §8, §9). */
export function showError(description: string, title = 'Error', duration?: number) {
  void show('error', title, description, duration);
}

export function showSuccess(description: string, title = 'Success') {
  void show('success', title, description);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
