// The offline screen's Retry: load the page that was asked for again (the service worker served this
// screen in its place, so the address bar still shows it).
document.getElementById('retry').addEventListener('click', () => window.location.reload());
