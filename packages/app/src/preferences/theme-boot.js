// Inlined into index.html's <head> by vite.config.ts, it runs before the first paint: it puts the
// user's chosen theme on <html> so that the page's canvas (the <style> beside it) is already the
// right colour while the app's code loads. The key and values are themeModeAtom's
// (preferences.ts); the app's own provider sets the same attribute once it renders. The server
// allows it by its hash (packages/server web/edge.ts).
try {
  if (JSON.parse(localStorage.getItem('bourse:theme')) === 'light') {
    document.documentElement.dataset.theme = 'light'
  }
} catch {
  // No storage (a private window, a blocked origin): the default dark canvas stays.
}
