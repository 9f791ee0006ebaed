const THEME_ATTRIBUTES = ['data-theme', 'data-updown']

/**
 * Calls `onChange` when the theme at `element` switches. The theme is the `data-theme` and
 * `data-updown` attributes on the nearest themed ancestor and on the root, and it changes colours
 * through CSS custom properties without a React render: whatever is drawn in resolved colours (a
 * canvas, a chart library) must draw again. Returns the function that stops observing.
 */
export function observeTheme(element: Element, onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => {}
  const observer = new MutationObserver(() => onChange())
  const options = { attributes: true, attributeFilter: THEME_ATTRIBUTES }
  const themed = element.closest('[data-theme]')
  if (themed) observer.observe(themed, options)
  if (themed !== document.documentElement) observer.observe(document.documentElement, options)
  return () => observer.disconnect()
}
