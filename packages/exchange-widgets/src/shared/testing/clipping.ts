/*
 * Whether a widget cuts any of its text: for stories that render it in a long language. Stories
 * only; the package build leaves this folder out.
 */

/** The element's own text (its text nodes, not its children's), trimmed. */
function ownText(element: Element): string {
  let text = ''
  for (const node of element.childNodes)
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? ''
  return text.trim()
}

/** Rendered and seen: not `display: none`, not `visibility: hidden`, not a visually hidden label. */
function isShown(element: HTMLElement, style: CSSStyleDeclaration): boolean {
  if (element.getClientRects().length === 0 || style.visibility === 'hidden') return false
  // Text for screen readers only (`clip: rect(0 0 0 0)`, one pixel wide) is meant to be cut.
  const visuallyHidden =
    (style.clip !== '' && style.clip !== 'auto') ||
    (style.clipPath !== '' && style.clipPath !== 'none') ||
    element.getBoundingClientRect().width <= 1
  return !visuallyHidden
}

const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'

const describe = (element: HTMLElement, why: string) =>
  `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 60)}": ${why}`

/**
 * Every text inside `root` that is cut, described; empty when none is. An element with text of
 * its own is cut when it hides what overflows it (`overflow: hidden | clip`, or an ellipsis) and
 * its content is wider (or, hiding vertically, taller) than its box, give or take a pixel of
 * rounding. A button's label is cut when it is wider than the button or spills out of it.
 */
export function clippedTexts(root: HTMLElement): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (ownText(element) === '') continue
    const style = getComputedStyle(element)
    if (!isShown(element, style)) continue
    const ellipsis = style.textOverflow === 'ellipsis'
    if ((hides(style.overflowX) || ellipsis) && element.scrollWidth > element.clientWidth + 1)
      found.push(describe(element, `${element.scrollWidth}px of text in ${element.clientWidth}px`))
    else if (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
      found.push(
        describe(element, `${element.scrollHeight}px of text in ${element.clientHeight}px high`),
      )
  }
  for (const button of root.querySelectorAll<HTMLElement>('button, [role="button"]')) {
    if (!isShown(button, getComputedStyle(button)) || (button.textContent ?? '').trim() === '')
      continue
    const box = button.getBoundingClientRect()
    const range = document.createRange()
    range.selectNodeContents(button)
    const label = range.getBoundingClientRect()
    const spills =
      label.left < box.left - 1 ||
      label.right > box.right + 1 ||
      label.top < box.top - 1 ||
      label.bottom > box.bottom + 1
    if (spills || button.scrollWidth > button.clientWidth + 1)
      found.push(describe(button, `the label (${Math.round(label.width)}px) leaves the button`))
  }
  return found
}
