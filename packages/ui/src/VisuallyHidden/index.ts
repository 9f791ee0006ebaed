/** Content for assistive technology only: in the accessibility tree, not on screen. */
export { VisuallyHidden, visuallyHidden } from '../shared/field.styles'
