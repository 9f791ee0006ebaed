export { ConnectedInstallSection, InstallSection } from './InstallSection'
export type { InstallSectionProps } from './InstallSection'
