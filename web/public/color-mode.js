// Applied before the app loads so a light-mode user never sees a dark flash. Dark is the default; "system"
// follows the device's colour scheme (src/lib/color-mode.ts keeps following it).
try {
  const choice = localStorage.getItem('threads-color-mode');
  if (choice === 'light' || (choice === 'system' && matchMedia('(prefers-color-scheme: light)').matches))
    document.documentElement.classList.remove('dark');
} catch {}
