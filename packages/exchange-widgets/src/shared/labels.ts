/**
 * What a widget's `labels` prop takes: any subset of its labels, and any subset of each group of
 * labels (`errors`, `chains`, ...). The widget lays it over its messages and English defaults,
 * label by label.
 */
export type LabelsInput<L> = {
  [K in keyof L]?: L[K] extends string ? L[K] : Partial<L[K]> | undefined
}
