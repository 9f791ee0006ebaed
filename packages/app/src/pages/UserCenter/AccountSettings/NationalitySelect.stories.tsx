import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { initTestI18n } from '../../../test/renderApp'
import { NationalitySelect } from './NationalitySelect'

const meta = {
  title: 'App/Account/NationalitySelect',
  component: NationalitySelect,
  tags: ['autodocs', 'beta'],
  args: { value: '', onChange: fn(), locale: 'en-US' },
  // The app's texts in English, as its tests have them.
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof NationalitySelect>

export default meta
type Story = StoryObj<typeof meta>

/** The options' texts (read from the element: 250 role queries would be slow). */
const options = (canvasElement: HTMLElement) =>
  Array.from(
    within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Nationality' }).options,
    (option) => option.textContent,
  )

/** Nothing chosen yet: the prompt; every assigned country, by name; choosing one gives its code. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Nationality' })
    await expect(select).toHaveValue('')
    const names = options(canvasElement)
    await expect(names[0]).toBe('Choose a country or region')
    await expect(names).toHaveLength(250)
    await userEvent.selectOptions(select, 'NL')
    await expect(args.onChange).toHaveBeenLastCalledWith('NL')
  },
}

/** A country chosen (also how a refused submission's nationality is offered again). */
export const Chosen: Story = {
  args: { value: 'NL' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Nationality' })
    await expect(select).toHaveValue('NL')
    await expect((select as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Netherlands')
  },
}

/** In Japanese: the browser names and sorts the countries; nothing is translated by hand. */
export const Japanese: Story = {
  args: { value: 'JP', locale: 'ja-JP' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Nationality' })
    await expect((select as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('日本')
    await expect(options(canvasElement)).toContain('オランダ')
  },
}

/** Turned off while the form is being sent. */
export const Disabled: Story = {
  args: { value: 'TH', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Nationality' }),
    ).toBeDisabled()
  },
}

/** Every prop at hand: the chosen code, the language the countries are named in, turned off. */
export const Playground: Story = {
  args: { value: 'NL' },
  argTypes: {
    value: { control: 'text' },
    locale: { control: 'select', options: ['en-US', 'ja-JP', 'de-DE', 'th-TH', 'zh-CN', 'ar'] },
  },
}
