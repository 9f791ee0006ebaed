/** Money arithmetic moved to the ledger (docs/adr/0023); kept so that older imports still resolve. */
export * from '../ledger/money'
