// Applied before the app loads so a light-mode user never sees a dark flash. Dark is the default.
try {
  if (localStorage.getItem('threads-color-mode') === 'light') document.documentElement.classList.remove('dark');
} catch {}
