import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect } from 'storybook/test'
import { SafeHtml } from './SafeHtml'
import { findDanger } from './sanitize'
import { xssCorpus } from './xssCorpus'

/** SafeHtml navigates with react-router, so every story renders inside a memory router. */
const withRouter: Decorator = (Story) => (
  <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />
)

/** The security check of SafeHtml: run by the story tests, kept off the docs page. */
const meta = {
  title: 'Tests/SafeHtml',
  component: SafeHtml,
  tags: ['!autodocs'],
  decorators: [withRouter],
  args: { html: '' },
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

type Flagged = Window & { __xss?: unknown }

/** Every payload of the XSS corpus, each in its own SafeHtml, in real Chromium: nothing may run. */
export const XssCorpus: Story = {
  render: () => (
    <div data-xss-corpus="">
      {xssCorpus.map(({ name, html }) => (
        <SafeHtml key={name} html={`<h4>${name}</h4>${html}`} data-xss-case={name} />
      ))}
    </div>
  ),
  // A security check, not a look: the page of neutralised payloads is not worth a baseline.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    delete (window as Flagged).__xss
    // Images fail, frames load, handlers fire asynchronously: give them time to run.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect((window as Flagged).__xss).toBeUndefined()
    const elements = Array.from(canvasElement.querySelectorAll('*'))
    const handlers = elements.filter((el) =>
      Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on')),
    )
    await expect(handlers).toEqual([])
    const scripted = elements.filter((el) =>
      /^\s*(javascript|vbscript|data):/i.test(el.getAttribute('href') ?? ''),
    )
    await expect(scripted).toEqual([])
    const cases = Array.from(canvasElement.querySelectorAll('[data-xss-case]'))
    await expect(cases).toHaveLength(xssCorpus.length)
    for (const root of cases) {
      await expect(findDanger(root)).toEqual([])
      // DOMPurify itself did the work: the case's heading is still markup, not flattened text.
      await expect(root.querySelector('h4')).toHaveTextContent(root.getAttribute('data-xss-case')!)
    }
  },
}
