// Applies the saved colour scheme before the app renders, so a light-theme user never sees a dark flash.
// Loaded as a file because the Content-Security-Policy forbids inline scripts.
(() => {
  let scheme = 'dark';
  try {
    if (window.localStorage.getItem('skald-color-scheme') === 'light') scheme = 'light';
  } catch {
    // Storage can be blocked; the default dark theme stands.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
