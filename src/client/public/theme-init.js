// Applies the saved theme before the first paint (an external file: the CSP allows no inline scripts).
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (_) {}
