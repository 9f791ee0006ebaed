// Docs-only building blocks for the Storybook's Foundations pages; not exported by @bourse/ui.
export { Palette, SemanticColors, ContrastTable } from './ColorTokens'
export { RiseFallPairs } from './RiseFall'
export { TypeScale, WeightsAndLineHeights, FontStacks, TabularNumbers } from './Typography'
export {
  SpacingScale,
  SizeScale,
  RadiusScale,
  ElevationScale,
  MotionTokens,
  ZIndexScale,
} from './Scales'
export { TokenPanel, ModePanes, useDocsMode } from './TokenPanel'
export { LanguageTable, DisplayRules } from './Languages'
export type { LanguageRow } from './Languages'
export { ThemeMatrix, themeCss } from './Theming'
