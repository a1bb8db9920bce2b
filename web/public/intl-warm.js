// Makes the Intl objects a drawn screen's hydration formats with (lib/prepare-formats.ts), on a thread of its
// own, while the app's code loads: the first Intl object a page makes sets up the language data, some 150 ms
// of a phone's main thread, which this leaves to a worker of the same process (main.tsx starts it).
addEventListener('message', ({ data: locale }) => {
  try {
    new Intl.PluralRules([locale, 'en']).select(1);
    new Intl.NumberFormat([locale, 'en']).format(1);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'narrow' }).format(1);
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(0);
  } catch {
    // Only a head start: the app makes its own.
  }
  close();
});
