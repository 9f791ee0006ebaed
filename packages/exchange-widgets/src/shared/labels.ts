/**
 * What a widget's `labels` prop takes: any subset of its labels, and any subset of each group of
 * labels (`errors`, `chains`, ...). The widget lays it over its messages and English defaults,
 * label by label.
 */
export type LabelsInput<L> = {
  [K in keyof L]?: L[K] extends string ? L[K] : Partial<L[K]> | undefined
}

/**
 * The labels type of a widget, read off its English defaults (the single source of its texts):
 * every label a string, every group (`errors`) a record of strings with the same keys.
 */
export type LabelsOf<D> = {
  [K in keyof D]: D[K] extends string ? string : { [G in keyof D[K]]: string }
}
