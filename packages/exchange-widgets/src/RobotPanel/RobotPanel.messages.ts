import type { LabelKeys } from '../shared/widgetMessages'

/** Where the RobotPanel's labels are in the widgets' messages (the exceptions to `robot.<label>`). */
export const robotPanelLabelKeys: LabelKeys = { prefix: 'robot' }
