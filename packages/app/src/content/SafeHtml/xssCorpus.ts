/**
 * Hostile content for the sanitiser's tests and story. Every payload, if it ever ran, would set
 * `window.__xss`; `survives` is harmless text that must still be shown after sanitising.
 */
export type XssCase = { name: string; html: string; survives?: string }

const hit = 'window.__xss=1'

export const xssCorpus: readonly XssCase[] = [
  { name: 'script tag', html: `<p>before</p><script>${hit}</script>`, survives: 'before' },
  { name: 'uppercase SCRIPT', html: `<SCRIPT>${hit}</SCRIPT><p>after</p>`, survives: 'after' },
  { name: 'split script', html: `<scr<script>ipt>${hit}</scr</script>ipt>` },
  { name: 'img onerror', html: `<img src=x onerror="${hit}">` },
  { name: 'svg onload', html: `<svg onload="${hit}"></svg>` },
  { name: 'script inside svg', html: `<svg><script>${hit}</script></svg>` },
  {
    name: 'javascript: link',
    html: `<a href="javascript:${hit}">click</a>`,
    survives: 'click',
  },
  {
    name: 'entity-encoded javascript: link',
    html: `<a href="jav&#x61;script:${hit}">hex</a><a href="&#106;avascript:${hit}">dec</a>`,
    survives: 'hex',
  },
  { name: 'leading space', html: `<a href=" javascript:${hit}">space</a>`, survives: 'space' },
  {
    name: 'tab and newline inside the scheme',
    html: `<a href="java&#x09;script:${hit}">tab</a><a href="java\nscript:${hit}">nl</a>`,
    survives: 'tab',
  },
  { name: 'mixed-case scheme', html: `<a href="JaVaScRiPt:${hit}">case</a>`, survives: 'case' },
  { name: 'vbscript: link', html: `<a href="vbscript:msgbox(1)">vb</a>`, survives: 'vb' },
  {
    name: 'data: link',
    html: `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>`,
    survives: 'data',
  },
  { name: 'iframe javascript:', html: `<iframe src="javascript:parent.__xss=1"></iframe>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>` },
  { name: 'object', html: `<object data="javascript:${hit}"></object>` },
  { name: 'embed', html: `<embed src="javascript:${hit}">` },
  {
    name: 'form action',
    html: `<form action="javascript:${hit}"><input type="submit" value="go"></form>`,
  },
  {
    name: 'formaction',
    html: `<button formaction="javascript:${hit}">press</button>`,
    survives: 'press',
  },
  {
    name: 'mXSS math/mglyph/style',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${hit}"></style></mglyph></table></mtext></math>`,
  },
  {
    name: 'mXSS noscript',
    html: `<noscript><p title="</noscript><img src=x onerror=${hit}>"></noscript>`,
  },
  {
    name: 'svg xlink:href',
    html: `<svg><a xlink:href="javascript:${hit}"><text y="20">svg</text></a></svg>`,
  },
  { name: 'math xlink:href', html: `<math><mi xlink:href="javascript:${hit}">mi</mi></math>` },
  {
    name: 'style @import',
    html: `<style>@import "data:text/css,body{background:red}";</style><p>styled</p>`,
    survives: 'styled',
  },
  {
    name: 'meta refresh',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${hit}"><p>meta</p>`,
    survives: 'meta',
  },
  {
    name: 'base href',
    html: `<base href="javascript:${hit}//"><a href="/helpCenter">base</a>`,
    survives: 'base',
  },
  {
    name: 'inline handler and style',
    html: `<p onclick="${hit}" style="background:url(javascript:${hit})">handler</p>`,
    survives: 'handler',
  },
  {
    name: 'nested unclosed tags',
    html: `<div><p>open <strong>nested <em><img src=x onerror=${hit}>`,
    survives: 'nested',
  },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle="${hit}"><summary>s</summary></details>`,
  },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${hit}">` },
  { name: 'video source onerror', html: `<video><source onerror="${hit}"></video>` },
  { name: 'template', html: `<template><img src=x onerror="${hit}"></template>` },
  { name: 'comment breakout', html: `<!--><img src=x onerror="${hit}">-->` },
  {
    name: 'https link with handler and target',
    html: `<a href="https://example.com/" onmouseover="${hit}" target="_self">safe</a>`,
    survives: 'safe',
  },
  {
    name: 'protocol-relative and backslash links',
    html: `<a href="//evil.example/">pr</a><a href="/\\evil.example/">bs</a>`,
    survives: 'pr',
  },
  { name: 'img data: svg', html: `<img src="data:image/svg+xml,<svg onload='${hit}'/>">` },
]

/** Parses HTML without running or loading anything (a template's content is inert). */
export function parseInert(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template')
  template.innerHTML = html
  return template.content
}
