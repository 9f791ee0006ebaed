import { createHandlers } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentFixture, contentHandlers } from '../../test/contentHandlers'
import { contentPageRenderer } from '../../test/contentPages'
import { setupTestServer } from '../../test/server'
import { AboutPage } from '../About/AboutPage'
import { DownloadPage } from '../Download/DownloadPage'
import { LegalStatementPage } from '../Legal/LegalStatement'
import { ServiceAgreementPage } from '../Legal/ServiceAgreement'
import { UserAgreementPage } from '../Legal/UserAgreement'

const server = setupTestServer(...createHandlers())

const renderPage = contentPageRenderer(server, [
  { path: 'legalStatement', Component: LegalStatementPage },
  { path: 'privacyPolicy', Component: ServiceAgreementPage },
  { path: 'userAgreement', Component: UserAgreementPage },
  { path: 'about', Component: AboutPage },
  { path: 'down', Component: DownloadPage },
])

describe('<ContentPage />', () => {
  it.each([
    ['/legalStatement', 'legal-statement', 'Legal statement'],
    ['/privacyPolicy', 'service-agreement', 'Service agreement'],
    ['/userAgreement', 'user-agreement', 'User agreement'],
    ['/about', 'about', 'About Bourse'],
  ])('%s shows the page %s under its heading, sanitised', async (entry, slug, heading) => {
    const { sent } = renderPage(entry)
    const main = screen.getByRole('main')
    await waitFor(() => expect(main).toHaveTextContent(`Text of ${slug}`))
    expect(within(main).getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // The fixture's javascript: link keeps its text and loses its href.
    expect(main).toHaveTextContent('bad link')
    expect(main.querySelector('a[href^="javascript"]')).toBeNull()
    expect(sent.articles).toEqual([{ slug, lang: 'en' }])
  })

  it('says the text does not exist when the server has no such page', async () => {
    renderPage('/legalStatement', {
      articles: contentFixture().filter((a) => a.slug !== 'legal-statement'),
    })
    expect(await screen.findByText('This article does not exist.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Legal statement' })).toBeVisible()
  })

  it('offers a retry when the page cannot be loaded', async () => {
    renderPage('/about', { failWith: { code: 'system.error', status: 500 } })
    expect(await screen.findByText('This text could not be loaded.')).toBeVisible()
    server.use(...contentHandlers().handlers)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const main = screen.getByRole('main')
    await waitFor(() => expect(main).toHaveTextContent('Text of about'))
  })
})

describe('<DownloadPage />', () => {
  it('keeps the copyable site address and shows the download text and the home-screen tutorial', async () => {
    const { sent } = renderPage('/down')
    expect(screen.getByRole('button', { name: 'Copy the site address' })).toBeVisible()
    expect(screen.getByText(`${window.location.origin}/`)).toBeVisible()
    expect(await screen.findByRole('heading', { name: 'Apps' })).toBeVisible()
    expect(await screen.findByRole('heading', { name: 'Add to home screen' })).toBeVisible()
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent('Text of download')
    expect(main).toHaveTextContent('Text of tutorial')
    expect(sent.articles).toEqual(
      expect.arrayContaining([
        { slug: 'download', lang: 'en' },
        { slug: 'tutorial', lang: 'en' },
      ]),
    )
  })
})
