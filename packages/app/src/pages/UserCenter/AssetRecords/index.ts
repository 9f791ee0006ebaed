export { AssetRecordsPage, Component } from './AssetRecords'
