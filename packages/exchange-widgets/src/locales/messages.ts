import type en from './en'

/**
 * Every text of the widgets in one language, by static key (`orderBook.title`). English is the
 * reference: every language has exactly its keys (locales.test.ts).
 *
 * Each language is kept in three parts so that the site can load each with the code that shows
 * it: `core` (what a trading desk shows first: order book, trades, ticker, order forms and the
 * panels' titles), `desk` (the market list and the charts' details) and `account` (records,
 * positions, wallet, robot).
 */
export type WidgetMessages = typeof en

/** A key of {@link WidgetMessages}. */
export type WidgetMessageKey = keyof WidgetMessages

/** The three parts of a language, in the order they are merged. */
export const widgetMessageParts = ['core', 'desk', 'account'] as const

/** One part of a language (see {@link WidgetMessages}). */
export type WidgetMessagePart = (typeof widgetMessageParts)[number]
